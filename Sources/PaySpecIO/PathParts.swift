/// The parts of a slash-separated path, worked out on its bytes. Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character relative name (`r`, `r/`):
/// a catalog folder named `r` would end the process, so no path a user gives goes through it.
public enum PathParts {
    /// The folder that holds `path`: "" for a bare name, "/" for a name at the root. Trailing
    /// slashes and repeated slashes before the last name are not part of it.
    public static func folder(of path: String) -> String {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 1 && bytes[end - 1] == slash { end -= 1 }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        var cut = last
        while cut > 0 && bytes[cut - 1] == slash { cut -= 1 }
        if cut == 0 { return "/" }
        return String(decoding: bytes[..<cut], as: UTF8.self)
    }
}
