/// Text written as one word of a POSIX shell's command line, for a command a person pastes.
///
/// Plain text (ASCII letters, digits and `_-./=:,+@%`) stays bare, so the usual paths read as
/// typed; anything else goes in single quotes, where the shell reads every character as itself,
/// and each `'` in it becomes `'\''` (close the quotes, an escaped quote, open them again).
///
/// ```swift
/// ShellWord.quoted("Tests/__Snapshots__/a.png")   // Tests/__Snapshots__/a.png
/// ShellWord.quoted("it's here")                   // 'it'\''s here'
/// ShellWord.quoted("")                            // ''
/// ```
package enum ShellWord {
    /// The characters besides ASCII letters and digits that need no quotes.
    private static let plainPunctuation = "_-./=:,+@%".unicodeScalars

    /// `text` as one shell word: bare when it is plain, else in single quotes.
    package static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || plainPunctuation.contains($0)) }
        return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
