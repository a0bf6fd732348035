import PaySpecIO
import PaySpecJSON

extension Diagnostic {
    /// An input that was not read (a FIFO, a folder, a missing file), as a diagnostic with no
    /// position: `path: error: not a regular file (a FIFO)`.
    public init(refusal: InputFile.ReadError) {
        self.init(file: refusal.path, at: nil, refusal.reason)
    }
}
