extension String {
    /// The string padded on the left to `length` characters: `"7".leftPadded(to: 3)` is `"007"`.
    package func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
