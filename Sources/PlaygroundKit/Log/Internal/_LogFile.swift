import FileSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One file of a ``LogArchive``: bytes kept in memory (or an unnamed
/// temporary file past ``spillThreshold``) until attached to a folder, then
/// written to `folder/name` through a C stream opened for reading too, so the
/// archive can rewrite the file from it if the folder is removed.
struct _LogFile {
    /// Bytes kept in memory before spilling to a temporary file.
    static let spillThreshold = 4 << 20

    let name: String
    private var memory: [UInt8] = []
    private var spill: UnsafeMutablePointer<FILE>?
    private var file: UnsafeMutablePointer<FILE>?
    /// The buffers of `spill` and `file` (see ``bufferSize``), freed when they are closed.
    private var spillBuffer: UnsafeMutablePointer<CChar>?
    private var fileBuffer: UnsafeMutablePointer<CChar>?
    /// The C stream's buffer: a frame that throws 5,000 boxes logs megabytes, and the
    /// default 4 KB made that a system call every dozen entries.
    static let bufferSize = 256 << 10
    private var writeError: String?

    init(name: String, header: String) {
        self.name = name
        memory.append(contentsOf: header.utf8)
    }

    // MARK: - Writing

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { writeBytes($0) }
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeBytes($0) }
    }

    private mutating func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let stream = file ?? spill {
            if fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count, writeError == nil {
                writeError = FileSystem.lastError
            }
        } else {
            memory.append(contentsOf: bytes)
            if memory.count > Self.spillThreshold { startSpilling() }
        }
    }

    private mutating func startSpilling() {
        guard let temporary = tmpfile() else { return }  // no temporary file: memory it is
        let buffer = Self.buffer(temporary)
        if fwrite(memory, 1, memory.count, temporary) == memory.count {
            spill = temporary
            spillBuffer = buffer
            memory = []
        } else {
            fclose(temporary)
            buffer.deallocate()
        }
    }

    mutating func flush() {
        if let file { fflush(file) }
    }

    // MARK: - Files

    /// Opens `folder/name`, copies what was kept so far into it, and streams there from now on.
    mutating func attach(to folder: String) -> WriteFailure? {
        guard file == nil else { return nil }
        let path = folder + "/" + name
        guard let opened = fopen(path, "w+b") else { return WriteFailure(path: path, reason: FileSystem.lastError) }
        let buffer = Self.buffer(opened)
        let copied = memory.isEmpty ? true : fwrite(memory, 1, memory.count, opened) == memory.count
        let spilled = spill.map { Self.copy(from: $0, to: opened) } ?? true
        guard copied, spilled else {
            let reason = FileSystem.lastError
            fclose(opened)
            buffer.deallocate()
            return WriteFailure(path: path, reason: reason)
        }
        if let spill { fclose(spill) }
        spillBuffer?.deallocate()
        spill = nil
        spillBuffer = nil
        memory = []
        file = opened
        fileBuffer = buffer
        return nil
    }

    /// Flushes and closes the file in `folder`, attaching first if needed and
    /// rewriting it there if it was removed or replaced meanwhile.
    mutating func close(in folder: String) -> Result<String, WriteFailure> {
        let path = folder + "/" + name
        if file == nil, let failure = attach(to: folder) { return .failure(failure) }
        guard let file else { return .failure(WriteFailure(path: path, reason: "not open")) }
        defer {
            fclose(file)
            self.file = nil
            fileBuffer?.deallocate()
            fileBuffer = nil
        }
        guard fflush(file) == 0, writeError == nil else {
            return .failure(WriteFailure(path: path, reason: writeError ?? FileSystem.lastError))
        }
        if Self.isSameFile(path, as: file) { return .success(path) }
        // The file at `path` is gone (or another one): write ours there again from the open stream.
        guard let restored = fopen(path, "wb") else { return .failure(WriteFailure(path: path, reason: FileSystem.lastError)) }
        let copied = Self.copy(from: file, to: restored)
        let closed = fclose(restored) == 0
        return copied && closed ? .success(path) : .failure(WriteFailure(path: path, reason: FileSystem.lastError))
    }

    /// Gives `stream` a buffer of ``bufferSize`` (before its first write), returned to free after closing it.
    private static func buffer(_ stream: UnsafeMutablePointer<FILE>) -> UnsafeMutablePointer<CChar> {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bufferSize)
        setvbuf(stream, buffer, _IOFBF, bufferSize)
        return buffer
    }

    /// Whether `path` names the file `stream` has open.
    private static func isSameFile(_ path: String, as stream: UnsafeMutablePointer<FILE>) -> Bool {
        var named = stat(), open = stat()
        guard stat(path, &named) == 0, fstat(fileno(stream), &open) == 0 else { return false }
        return named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }

    /// Copies everything in `source`, from its start, to the end of `destination`.
    private static func copy(from source: UnsafeMutablePointer<FILE>, to destination: UnsafeMutablePointer<FILE>) -> Bool {
        fflush(source)
        guard fseek(source, 0, SEEK_SET) == 0 else { return false }
        defer { fseek(source, 0, SEEK_END) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, source) }
            if count > 0, fwrite(chunk, 1, count, destination) != count { return false }
            if count < chunk.count { return ferror(source) == 0 }
        }
    }
}
