import PlaygroundKit

#if canImport(Glibc)
    import Glibc
#endif

/// An error ArgumentParser prints as one `Error: …` line with a non-zero exit.
struct _ErrorLine: Error, CustomStringConvertible {
    var message: String
    var description: String { message }

    /// Runs a command's body, turning a ``PlaygroundError`` into the one line it prints.
    static func reporting(_ body: () throws(PlaygroundError) -> Void) throws(_ErrorLine) {
        do {
            try body()
        } catch {
            throw _ErrorLine(message: error.description)
        }
    }
}

/// Prints `line` and flushes at once, so each line shows as it happens even through a pipe.
func _say(_ line: String) {
    print(line)
    fflush(nil)
}

extension Substring {
    /// The text without leading and trailing whitespace.
    func _trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// Prints `line` on standard error, at once.
func _sayError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        offset += written
    }
}
