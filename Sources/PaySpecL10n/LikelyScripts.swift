extension LanguageCodes {
    /// The script each language is written in when nothing names one, from CLDR's likely
    /// subtags (`peo` → `peo-Xpeo-IR`, `got` → `got-Goth-UA`, `fa` → `fa-Arab-IR`), as ICU's
    /// `uloc_addLikelySubtags` returns them, for every ISO 639 code the kit reads (the two-letter
    /// codes and `iso639_3`). One line per ISO 15924 script; a code CLDR gives no script for
    /// (`mul`, `zxx`, `tlh`) is absent, and so is `und`: undetermined, no language.
    static let likelyScripts: [String: String] = {
        var scripts: [String: String] = [:]
        var script: Substring = ""
        for word in likelyScriptTable.split(whereSeparator: \.isWhitespace) {
            if word.hasSuffix(":") {
                script = word.dropLast()
            } else {
                scripts[String(word)] = String(script)
            }
        }
        return scripts
    }()

    private static let likelyScriptTable = """
        Latn: aa ace ach ada af afh agq ak akz ale aln an ang apw arn aro arp arw asa ast avk ay az ban bar bas bbc bbj
        bem bew bez bfd bi bik bin bjn bkm bla blo bm br bs bss bug bum byv ca cad car cay cch ceb cgg ch chb chk
        chn cho chp chy cic co cps cs csb cy da dak dav de del den dgr din dje dsb dtp dua dum dyo dyu dzg ebu ee
        efi egl eka en enm eo es esu et eu ewo ext fan ff fi fil fit fj fo fon fr frc frm fro frp frr frs fur fy ga
        gaa gag gay gba gd gil gl gmh gn goh gor grb gsw guc gur guz gv gwi ha hai haw hil ho hr hsb ht hu hup hz ia
        iba ibb id ie ig ik ilo io is it izh jam jbo jgo jmc jut jv kab kac kaj kam kbl kcg kde kea ken kfo kg kgp
        kha khq ki kiu kj kkj kl kln kmb kos kpe kr kri krj krl ksb ksf ksh ku kut kw kxv la lag lam lb lfn lg li
        lij liv lkt lmo ln lol loz lt ltg lu lua lui lun luo lus lut luy lv lzz mad maf mak man mas mdh mdr men mer
        mfe mg mgh mgo mh mi mic min moh mos ms mt mua mus mwl mwv mye na nap naq nb nd nds ng nia niu njo nl nmg nn
        nnh no nov nr nso nus nv ny nym nyn nyo nzi oc om pag pam pap pau pcd pcm pdc pdt pfl pl pms pon pqm prg pro
        pt qu quc qug rap rar rej rgn rif rm rn ro rof rom rtm rug rup rw rwk sad saq sas sba sbp sc scn sco sdc se
        see seh sei ses sg sgs sid sje sju sk sl sli sly sm sma smj smn sms sn snk so sq srn srr ss ssy st stq su
        suk sus sv sw szl tem teo ter tet tiv tk tkl tkr tl tli tly tmh tn to tog tok tpi tr tru trv ts tsi ttt tum
        tvl twq ty tzm umb uz ve vec vep vi vls vmf vmw vo vot vro vun wa wae war was wbp wo xh xog yao yap yav
        ybb yo yrl za zap zea zu zun zza
        Cyrl: ab ady alt av ba be bg bua ce chm crh cu cv dar inh kaa kbd kk koi krc kum kv ky lez mdf mk mn mrj myv nog
        os ru rue sah sel sjd sr tg tt tyv udm uk xal
        Arab: aeb ar arq ars ary arz bal bej bgn bqi brh chg ckb fa gbz glk khw lah lrc mde mzn ota ps sd sdh shu swb ug
        Deva: anp awa bgc bho bra brx doi gon hi hif kok kru mag mai mr mwr ne new raj sa xnr
        Hans: gan hak hsn lzh nan wuu zh
        Ethi: am byn gez ti tig wal
        Hebr: he jpr jrb lad yi
        Beng: as bn bpy mni
        Cans: cr csw iu oj
        Tfng: ber shi zen zgh
        Grek: el pnt tsd
        Aran: ks ur
        Geor: ka xmf
        Knda: kn tcy
        Mymr: my shn
        Sinh: pi si
        Syrc: syc syr
        Taml: bfq ta
        Tibt: bo dz
        Xsux: akk hit
        Armi: arc
        Armn: hy
        Avst: ae
        Bamu: bax
        Brah: kho
        Cakm: ccp
        Cher: chr
        Copt: cop
        Cprt: grc
        Egyp: egy
        Goth: got
        Gujr: gu
        Guru: pa
        Hant: yue
        Hmng: hmn
        Jpan: ja
        Kana: ain
        Kawi: kaw
        Khmr: km
        Kore: ko
        Laoo: lo
        Latg: mga
        Mand: mid
        Mlym: ml
        Mong: mnc
        Newa: nwc
        Nkoo: nqo
        Ogam: sga
        Olck: sat
        Orkh: otk
        Orya: or
        Osge: osa
        Ougr: oui
        Phli: pal
        Phnx: phn
        Rohg: rhg
        Runr: non
        Samr: sam
        Saur: saz
        Sgnw: ase
        Sogd: sog
        Telu: te
        Thaa: dv
        Thai: th
        Ugar: uga
        Vaii: vai
        Wcho: nnp
        Xpeo: peo
        Yiii: ii
        """
}
