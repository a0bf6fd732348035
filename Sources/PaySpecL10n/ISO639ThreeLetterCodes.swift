extension LanguageCodes {
    /// The three-letter ISO 639-2 and ISO 639-3 codes CLDR lists for languages without a
    /// two-letter code (`ltg` Latgalian, `kaa` Karakalpak, `kab` Kabyle), as ICU's
    /// `uloc_getISOLanguages` returns them. A file named so (`ltg.po`, `kaa.json`) is a catalog
    /// of that language, though the kit may have no script or plural data for it.
    public static let iso639_3: Set<String> = .words(
        """
        ace ach ada ady aeb afh agq ain akk akz ale aln alt ang anp apw arc arn aro arp arq ars arw ary arz asa ase ast avk
        awa bal ban bar bas bax bbc bbj bej bem ber bew bez bfd bfq bgc bgn bho bik bin bjn bkm bla blo bpy bqi bra brh brx
        bss bua bug bum byn byv cad car cay cch ccp ceb cgg chb chg chk chm chn cho chp chr chy cic ckb cop cps crh csb csw
        dak dar dav del den dgr din dje doi dsb dtp dua dum dyo dyu dzg ebu efi egl egy eka elx enm esu ewo ext fan fat fil
        fit fon frc frm fro frp frr frs fur gaa gag gan gay gba gbz gez gil glk gmh goh gom gon gor got grb grc gsw guc gur
        guz gwi hai hak haw hif hil hit hmn hsb hsn hup iba ibb ilo inh izh jam jbo jgo jmc jpr jrb jut kaa kab kac kaj kam
        kaw kbd kbl kcg kde kea ken kfo kgp kha kho khq khw kiu kkj kln kmb koi kok kos kpe krc kri krj krl kru ksb ksf ksh
        kum kut kxv lad lag lah lam lez lfn lij liv lkt lmo lol loz lrc ltg lua lui lun luo lus lut luy lzh lzz mad maf mag
        mai mak man mas mde mdf mdh mdr men mer mfe mga mgh mgo mic mid min mis mnc mni moh mos mrj mua mul mus mwl mwr mwv
        mye myv mzn nan nap naq nds new nia niu njo nmg nnh nnp nog non nov nqo nso nus nwc nym nyn nyo nzi osa ota otk oui
        pag pal pam pap pau pcd pcm pdc pdt peo pfl phn pms pnt pon pqm prg pro quc qug raj rap rar rej rgn rhg rif rof rom
        rtm rue rug rup rwk sad sah sam saq sas sat saz sba sbp scn sco sdc sdh see seh sei sel ses sga sgs shi shn shu sid
        sjd sje sju sli sly sma smj smn sms snk sog srn srr ssy stq suk sus sux swb syc syr szl tcy tem teo ter tet tig tiv
        tkl tkr tlh tli tly tmh tog tok tpi tru trv tsd tsi ttt tum tvl twq tyv tzm udm uga umb und vai vec vep vls vmf vmw
        vot vro vun wae wal war was wbp wuu xal xmf xnr xog yao yap yav ybb yrl yue zap zbl zea zen zgh zun zxx zza
        """)

    /// Whether `code`'s language subtag is a valid ISO 639 code outside the kit's own
    /// language list: a language it reads but has no script or plural data for.
    public static func isValidWithoutKitData(_ code: String) -> Bool {
        let primary = primarySubtag(code)
        return !isKnown(code) && iso639_3.contains(primary)
    }

    /// The language of a code whose second subtag stands where a region goes but is none
    /// (`kab-KAB`, three capitals: no ISO 3166 region has three letters), or nil. Apps name
    /// files so after their own language lists; the language part is still the language.
    public static func languageOfInvalidRegion(_ code: String) -> String? {
        let parts = normalize(code).split(separator: "-")
        guard parts.count == 2, parts[1].count == 3, parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return String(parts[0])
    }
}
