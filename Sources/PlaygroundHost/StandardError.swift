#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes `line` and a newline to standard error, unbuffered, so an error
/// shows at once even when standard output is piped and buffered.
func printToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}
