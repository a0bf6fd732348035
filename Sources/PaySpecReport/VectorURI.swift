/// Where a vector of the suite built into `payspec` lives: not in a file of the repository
/// under test (an SDK has no `golden/` folder) but in a versioned suite, so reports that link
/// to places (GitHub annotations, SARIF) name the suite version and the vector id instead.
public enum VectorURI {
    public static let scheme = "payspec://"

    /// `payspec://suite/0.2.0+bb6726a76810/seb.status-outcome/status-SETTLED`.
    public static func of(vector id: String, suite version: String) -> String {
        "\(scheme)suite/\(version)/\(id)"
    }
}
