import FoundationEssentials
#if canImport(Glibc)
    import Glibc
#endif

/// Turns a Foundation file error into the few words a person needs:
/// `no such file or directory`, `permission denied`, `not a directory`.
///
/// Foundation's errors print as nested structures; the underlying POSIX
/// error, read through `strerror`, says the same thing in plain words.
package enum FileErrorReason {
    package static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue)).lowercased()
        }
        if let posix = error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue)).lowercased()
        }
        return "\(error)"
    }
}
