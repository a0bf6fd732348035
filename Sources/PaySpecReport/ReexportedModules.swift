// Every report format escapes what inputs say through the escaping layer of PaySpecIO, and every
// module that writes a report or a line for a terminal imports this one: the escaping comes
// along, so it has one home and no second import to forget.
@_exported import PaySpecIO
