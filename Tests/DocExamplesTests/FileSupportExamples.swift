import FileSupport

/// What the ```swift examples of FileSupport's doc comments take as given, by name and type:
/// never made, since the examples are compiled, not run (see .ci/doc-examples).
struct FileSupportExamples {
    /// The HTML of a report's page.
    let page: String
}
