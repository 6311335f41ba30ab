#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and writes through the C library, so Canvas needs no Foundation.
enum _File {
    /// The reason the last C library call failed, as `strerror` words it.
    static var lastErrorDescription: String { String(cString: strerror(errno)) }

    /// The bytes of the file at `path`, or an error description; files over `limit` bytes are refused.
    ///
    /// A regular file's size is checked before anything is read or allocated, so a 1 TB file is
    /// refused at once; for anything else (a pipe) reading stops as soon as it passes `limit`.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], _FileError> {
        guard let file = fopen(path, "rb") else { return .failure(_FileError(lastErrorDescription)) }
        defer { fclose(file) }
        var status = stat()
        if fstat(fileno(file), &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            return .failure(_FileError("file is \(status.st_size) bytes, larger than the limit of \(limit) bytes"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if bytes.count > limit { return .failure(_FileError("file is larger than the limit of \(limit) bytes")) }
            if n < chunk.count {
                if ferror(file) != 0 { return .failure(_FileError(lastErrorDescription)) }
                return .success(bytes)
            }
        }
    }

    /// Writes `bytes` to `path`, replacing any file there.
    static func write(_ bytes: [UInt8], to path: String) -> Result<Void, _FileError> {
        guard let file = fopen(path, "wb") else { return .failure(_FileError(lastErrorDescription)) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        // fclose flushes, so its failure is a failed write too.
        let closed = fclose(file) == 0
        guard written == bytes.count, closed else { return .failure(_FileError(lastErrorDescription)) }
        return .success(())
    }
}

/// Why a file could not be read or written.
struct _FileError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
