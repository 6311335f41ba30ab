import FoundationEssentials

/// Writes a whole file, reporting success; keeps Foundation out of the loop's file.
enum FileManagerShim {
    static func write(_ data: Data, to path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: data)
    }
}
