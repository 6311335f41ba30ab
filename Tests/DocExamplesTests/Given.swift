/// A value an example changes (`fb.clip = saved`, `showsGrid.toggle()`): a property of an
/// `…Examples` context that its examples, methods that are never called, may also assign.
/// Never read: reading one traps, as nothing here runs.
@propertyWrapper
struct Given<Value> {
    init() {}

    var wrappedValue: Value {
        get { fatalError("doc examples are compiled, not run") }
        nonmutating set {}
    }
}
