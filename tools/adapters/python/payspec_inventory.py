"""What the Python port knows, by spec table: its answer to the inventory request of
`payspec drift --adapter` (golden/PROTOCOL.md, section 3). Read from the port modules' own
tables, so it lists exactly what the port can map."""
import payspec_comgate as comgate
import payspec_seb_moneycollect as seb_mc

INVENTORY = {
    "comgate/errors": sorted(comgate.ERROR_BY_CODE),
    "comgate/error-reasons": sorted(comgate.REASONS),
    "comgate/translation-keys": [r["key"] for r in comgate.KEYS],
    "comgate/languages": list(comgate.SUPPORTED),
    "seb/platform-statuses": sorted(seb_mc.SEB_STATUSES),
    "seb/outcomes": sorted(set(list(seb_mc.SEB_STATUSES.values()) + [seb_mc.SEB_UNRECOGNISED]
                               + [r["outcome"] for r in seb_mc._rows("seb/outcomes")])),
    "moneycollect/statuses": sorted(seb_mc.MC_STATUSES),
}
