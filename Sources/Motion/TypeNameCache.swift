/// The types a tracer named last and their names, for a tracer that names every event's performer
/// or plan type (``RuntimeEvent/name(of:)``): a burst of events names one or two types over and
/// over, and each name otherwise costs a lock and a dictionary lookup (some 300 instructions).
///
/// One thread's, like the tracer that keeps it: not `Sendable`.
///
/// ```swift
/// var names = TypeNameCache()
/// names.name(of: Int.self)   // "Int", looked up once
/// names.name(of: Int.self)   // "Int", remembered
/// ```
package struct TypeNameCache {
    private var types: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)
    private var names: (String, String) = ("", "")
    private var replaceFirst = true

    package init() {}

    /// `type`'s name, as ``RuntimeEvent/name(of:)`` and ``RuntimeEvent/typeName(of:)`` give it.
    package mutating func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if types.0 == key { return names.0 }
        if types.1 == key { return names.1 }
        let name = _TypeNames.name(of: type)
        if replaceFirst { (types.0, names.0) = (key, name) } else { (types.1, names.1) = (key, name) }
        replaceFirst.toggle()
        return name
    }
}
