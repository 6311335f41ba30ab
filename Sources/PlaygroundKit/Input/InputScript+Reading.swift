import FoundationEssentials

extension InputScript {
    /// Loads and validates the script at `path`, every number within ``InputBounds``;
    /// a file over `maximumByteCount` (64 MiB) is refused unread.
    ///
    /// ```swift
    /// let script = try InputScript(contentsOfFile: "Assets/Scripts/demo.json")
    /// ```
    public init(contentsOfFile path: String) throws(PlaygroundError) {
        try self.init(contentsOfFile: path, bounds: .playground)
    }

    /// Parses and validates a script from JSON, every number within ``InputBounds``;
    /// more than `maximumByteCount` (64 MiB) bytes are refused unparsed.
    public init(json: Data) throws(PlaygroundError) {
        try self.init(json: json, bounds: .playground)
    }
}

extension ScriptBounds {
    /// The playground's bounds, as ``InputBounds`` states them: what every script is read against.
    package static let playground = ScriptBounds(
        maximumCoordinate: InputBounds.maximumCoordinate, maximumWheelDelta: InputBounds.maximumWheelDelta,
        maximumTimestamp: InputBounds.maximumTimestamp, maximumWindowSide: InputBounds.maximumWindowSide,
        scaleRange: InputBounds.scaleRange, maximumFramebufferSide: InputBounds.maximumFramebufferSide,
        maximumFramebufferPixels: InputBounds.maximumFramebufferPixels, maximumTimeScale: Playground.maximumTimeScale,
        fitsFramebuffer: { width, height, scale in InputBounds.framebufferFits(width: width, height: height, scale: scale) }
    )
}
