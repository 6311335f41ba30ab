// MARK: - Descriptions that read the same in every process

/// `String(describing:)` and `String(reflecting:)`, except that the elements
/// of every `Dictionary` and `Set` inside the value are listed in sorted order.
///
/// Swift seeds its hashing per process, so a dictionary or a set prints its
/// elements in a different order on every run; a report that holds one would
/// not be byte-identical across runs. Values that hold no dictionary or set
/// (checked by reflection) keep the standard text exactly. Inside values that
/// do, Swift's default formats are rebuilt (structs, enums with payloads,
/// tuples, optionals, arrays); a type with its own `description` keeps it, so
/// a type that prints a dictionary itself must sort it itself.
enum _StableDescription {
    /// The standard description of `value`, with unordered collections sorted.
    static func of(_ value: Any, debug: Bool) -> String {
        // The common case, without reflection: a string, or a type with its own text that is
        // neither a collection nor an optional (either may hold a dictionary), prints as it is.
        if let text = value as? String, !debug { return text }
        if hasOwnText(value), !(value is any Collection), !(value is any _OptionalMarker) {
            return debug ? String(reflecting: value) : String(describing: value)
        }
        guard containsUnorderedCollection(value, depth: 0) else {
            return debug ? String(reflecting: value) : String(describing: value)
        }
        return render(value, debug: debug, depth: 0)
    }

    /// How deep reflection looks for a dictionary or a set; deeper values print as usual.
    private static let maximumDepth = 16

    // MARK: - Looking

    private static func containsUnorderedCollection(_ value: Any, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        if isUnordered(value) { return true }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return false }
        let printsChildren =
            switch mirror.displayStyle {
            case .optional?, .tuple?: true
            case .collection?: isArray(value) || !hasOwnText(value)
            // Only the default formats print their children; a class's default format is its name alone.
            case .class?: false
            default: !hasOwnText(value)
            }
        guard printsChildren else { return false }
        return mirror.children.contains { containsUnorderedCollection($0.value, depth: depth + 1) }
    }

    /// Whether `value` is the standard library's `Dictionary` or `Set` (not an ordered look-alike).
    private static func isUnordered(_ value: Any) -> Bool {
        let name = _typeName(type(of: value), qualified: true)
        return name.hasPrefix("Swift.Dictionary<") || name.hasPrefix("Swift.Set<")
    }

    private static func isArray(_ value: Any) -> Bool {
        let name = _typeName(type(of: value), qualified: true)
        return name.hasPrefix("Swift.Array<") || name.hasPrefix("Swift.ContiguousArray<") || name.hasPrefix("Swift.ArraySlice<")
    }

    private static func hasOwnText(_ value: Any) -> Bool {
        value is any CustomStringConvertible || value is any CustomDebugStringConvertible || value is any TextOutputStreamable
    }

    // MARK: - Writing

    private static func render(_ value: Any, debug: Bool, depth: Int) -> String {
        guard depth < maximumDepth, containsUnorderedCollection(value, depth: 0) else {
            return debug ? String(reflecting: value) : String(describing: value)
        }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        let inner = { (child: Any) in render(child, debug: true, depth: depth + 1) }
        switch mirror.displayStyle {
        case .dictionary?:
            if children.isEmpty { return "[:]" }
            let entries = children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                return inner(pair[0]) + ": " + inner(pair[1])
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set?:
            let list = "[" + children.map { inner($0.value) }.sorted().joined(separator: ", ") + "]"
            return debug ? "Set(" + list + ")" : list
        case .optional?:
            return children.first.map { "Optional(" + inner($0.value) + ")" } ?? "nil"
        case .collection?:
            return "[" + children.map { inner($0.value) }.joined(separator: ", ") + "]"
        case .tuple?:
            return tuple(children, inner)
        case .enum?:
            // One child: the case, labelled with its name, holding the payload.
            let payload = children[0].value
            let body =
                Mirror(reflecting: payload).displayStyle == .tuple
                ? render(payload, debug: true, depth: depth + 1) : "(" + inner(payload) + ")"
            let prefix = debug ? _typeName(type(of: value), qualified: true) + "." : ""
            return prefix + (children[0].label ?? "") + body
        default:
            let name = _typeName(type(of: value), qualified: debug)
            return name + tuple(children, inner)
        }
    }

    /// `(a, label: b)`: Swift's format for tuples and memberwise struct descriptions.
    private static func tuple(_ children: [(label: String?, value: Any)], _ inner: (Any) -> String) -> String {
        let parts = children.map { child -> String in
            guard let label = child.label, !label.hasPrefix(".") else { return inner(child.value) }
            return label + ": " + inner(child.value)
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}

/// Marks `Optional`, so the fast path can tell one apart without reflection.
protocol _OptionalMarker {}
extension Optional: _OptionalMarker {}
