import Foundation

/// Entry point of the `payspec` command.
public enum PaySpecCommandLine {
    public static func main() -> Never {
        exit(0)
    }
}
