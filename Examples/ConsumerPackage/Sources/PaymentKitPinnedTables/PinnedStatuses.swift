/// The SEB statuses as the spec folder named in payspec-enums.json defines them (here PaySpec's
/// own spec/, reached by a relative path: the variant for an SDK that pins or forks the tables).
public enum PinnedStatuses {
    /// Every status the pinned spec names, in table order.
    public static var named: [String] { SEB.PlatformStatus.named.map(\.rawValue) }

    /// The outcome the pinned spec gives a raw status.
    public static func outcome(of status: String) -> String { SEB.PlatformStatus(rawValue: status).outcome.rawValue }
}
