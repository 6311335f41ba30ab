/// How the reader's messages quote what they found: in double quotes, cut
/// after 64 characters (a message is one line, whatever the file holds).
enum JSONQuoting {
    /// `text` in double quotes, cut after 64 characters.
    static func quoted(_ text: some StringProtocol) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `text` cut after 64 characters, saying how long it was.
    static func shortened(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 64 else { return String(text) }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars.prefix(64))
        return String(cut) + "… (\(scalars.count) characters)"
    }
}
