/// Which release of the toolkit this is.
///
/// One version covers every library of the package (Motion, TraceKit,
/// Interactions, Canvas, the playground's layers) and the `playground`
/// command, which prints it with `--version`. It follows Semantic
/// Versioning; CHANGELOG.md at the package's root says what each release
/// changed.
///
/// ```swift
/// print("built with the motion toolkit \(MotionToolkit.version)")
/// ```
public enum MotionToolkit {
    /// The release, as `MAJOR.MINOR.PATCH`.
    public static let version = "0.1.0"
}
