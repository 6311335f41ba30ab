/// How messages quote what input held: in double quotes, cut after 64
/// characters (a message is one line, whatever the file holds). The reader's
/// messages use it, and so does the playground's `PlaygroundError`, so every
/// message of the package quotes input alike.
///
/// ```swift
/// JSONQuoting.quoted("pointerDwn")   // "\"pointerDwn\""
/// ```
package enum JSONQuoting {
    /// `text` in double quotes, cut after 64 characters.
    package static func quoted(_ text: some StringProtocol) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `text` cut after 64 characters, saying how long it was.
    package static func shortened(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 64 else { return String(text) }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars.prefix(64))
        return String(cut) + "… (\(scalars.count) characters)"
    }
}
