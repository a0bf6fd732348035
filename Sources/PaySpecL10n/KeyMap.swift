import Foundation
import PaySpecIO
import PaySpecJSON

/// An app's own names for the SDK's translation keys (`comgate_pan_label` -> `panLabel`), as a
/// project states them in `payspec-l10n.json` at its catalog root or in a file given with
/// `--key-map`: `{"keyMap": {"comgate_pan_label": "panLabel"}}`. Entries are read under the
/// SDK's key; findings name both. Against the spec, the keys an app has beside the mapped ones
/// and the SDK's are the app's own strings: not the SDK's to check.
public struct KeyMap: Sendable, Equatable {
    /// App key -> SDK key.
    public private(set) var sdkKeyOfAppKey: [String: String] = [:]
    /// SDK key -> app key.
    public private(set) var appKeyOfSDKKey: [String: String] = [:]
    /// Where each SDK key was mapped, for the error about a second app key for it.
    private var placeOfSDKKey: [String: String] = [:]
    /// The files the map was read from.
    public private(set) var files: [String] = []
    /// The SDK's keys when checking against the spec: an app's other keys are its own.
    private var sdkKeys: Set<String>?
    /// The app keys met in the catalogs the map was applied to (shared by its copies, which the
    /// loader hands to its threads), so a map that renames nothing is told apart.
    private let met = MetAppKeys()

    public init() {}

    /// How many of the map's app keys occurred in the catalogs it was applied to so far.
    public var matchedAppKeyCount: Int { met.count }

    public static func == (a: KeyMap, b: KeyMap) -> Bool {
        a.sdkKeyOfAppKey == b.sdkKeyOfAppKey && a.files == b.files && a.sdkKeys == b.sdkKeys
    }

    public var isEmpty: Bool { sdkKeyOfAppKey.isEmpty }

    /// Reads a map file; `sdkKeys` (the spec's keys, when checking against the spec) are the
    /// keys it may map to. Every problem is an error at the file, line and column it is at.
    public mutating func read(_ bytes: [UInt8], file: String, sdkKeys: Set<String>?) throws(CatalogParseError) {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw CatalogParseError(file: file, at: error.location, error.message) }
        guard let members = root.members else {
            throw CatalogParseError(file: file, at: root.location, "expected a JSON object with \"keyMap\"")
        }
        files.append(file)
        if let sdkKeys { self.sdkKeys = sdkKeys }
        for member in members {
            guard member.key == "keyMap" else {
                throw CatalogParseError(file: file, at: member.keyLocation, "unknown setting \"\(member.key)\"; expected \"keyMap\"")
            }
            guard let pairs = member.value.members else {
                throw CatalogParseError(
                    file: file, at: member.value.location, "expected an object of app key -> SDK key for \"keyMap\"")
            }
            // A map that names no key would let the check judge the app's catalogs unmapped.
            guard !pairs.isEmpty else {
                throw CatalogParseError(file: file, at: member.value.location, "the key map is empty; it maps no app key to an SDK key")
            }
            for pair in pairs {
                guard case .string(let sdkKey) = pair.value.kind else {
                    throw CatalogParseError(
                        file: file, at: pair.value.location, "expected the SDK's key as a string for app key \"\(pair.key)\"")
                }
                guard !pair.key.isEmpty, !sdkKey.isEmpty else {
                    throw CatalogParseError(file: file, at: pair.keyLocation, "expected a non-empty app key and SDK key")
                }
                if let sdkKeys, !sdkKeys.contains(sdkKey) {
                    throw CatalogParseError(
                        file: file, at: pair.value.location,
                        "\"\(sdkKey)\" is not a key of the spec; its keys: \(sdkKeys.sorted().joined(separator: ", "))")
                }
                let place = "\(file):\(pair.keyLocation.line):\(pair.keyLocation.column)"
                if let earlier = sdkKeyOfAppKey[pair.key], earlier != sdkKey {
                    throw CatalogParseError(
                        file: file, at: pair.keyLocation, "app key \"\(pair.key)\" is mapped to \"\(earlier)\" already; one SDK key each")
                }
                if let other = appKeyOfSDKKey[sdkKey], other != pair.key {
                    throw CatalogParseError(
                        file: file, at: pair.keyLocation,
                        "\"\(sdkKey)\" is mapped from \"\(other)\" already (\(placeOfSDKKey[sdkKey] ?? "")); one app key each")
                }
                sdkKeyOfAppKey[pair.key] = sdkKey
                appKeyOfSDKKey[sdkKey] = pair.key
                placeOfSDKKey[sdkKey] = place
            }
        }
        guard members.contains(where: { $0.key == "keyMap" }) else {
            throw CatalogParseError(file: file, at: root.location, "expected a JSON object with \"keyMap\"; this one maps nothing")
        }
    }

    /// The entries of a document under the SDK's keys; against the spec, the app's own keys
    /// (neither mapped nor the SDK's) are left out.
    func apply(to document: inout CatalogDocument) {
        guard !isEmpty else { return }
        let map = sdkKeyOfAppKey
        func renamed(_ key: String) -> String { map[key] ?? key }
        if let sdkKeys {
            document.entries.removeAll { map[$0.key] == nil && !sdkKeys.contains($0.key) }
        }
        var seen: Set<String> = []
        for i in document.entries.indices {
            if let sdkKey = map[document.entries[i].key] {
                seen.insert(document.entries[i].key)
                document.entries[i].key = sdkKey
            }
        }
        met.insert(seen)
        document.untranslatableKeys = Set(document.untranslatableKeys.map(renamed))
        document.mayStayUntranslatedKeys = Set(document.mayStayUntranslatedKeys.map(renamed))
        document.fallbackKeys = Set(document.fallbackKeys.map(renamed))
    }

    /// A finding about a mapped key names the app's key beside the SDK's.
    func naming(_ finding: L10nFinding) -> L10nFinding {
        guard let key = finding.key, let appKey = appKeyOfSDKKey[key] else { return finding }
        var named = finding
        named.message += " (app key \"\(appKey)\")"
        return named
    }
}

/// `payspec-l10n.json`: the settings a catalog root holds for `payspec l10n check`.
public enum L10nProjectConfiguration {
    /// The file's name, at the root of a folder given to the check.
    public static let fileName = "payspec-l10n.json"

    /// The configuration files at the root of the folders among `paths`.
    public static func files(in paths: [String]) -> [String] {
        paths.filter { FileKind.of($0) == .directory }.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/" + fileName }
            .filter { FileKind.of($0) != .missing }
    }

    /// Reads the key maps of `files` into one; a file that cannot be read or parsed is an error.
    public static func keyMap(_ files: [String], sdkKeys: Set<String>?) throws(CatalogParseError) -> KeyMap {
        var map = KeyMap()
        for file in files {
            let bytes: [UInt8]
            do throws(InputFile.ReadError) { bytes = try InputFile.read(file, maximumSize: 16 * 1024 * 1024) } catch {
                throw CatalogParseError(file: file, at: nil, error.reason)
            }
            try map.read(bytes, file: file, sdkKeys: sdkKeys)
        }
        return map
    }
}

/// A set behind a lock: the app keys a key map met, from whichever thread parsed the catalog.
final class MetAppKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<String> = []

    func insert(_ more: Set<String>) {
        guard !more.isEmpty else { return }
        lock.withLock { keys.formUnion(more) }
    }

    var count: Int { lock.withLock { keys.count } }
}
