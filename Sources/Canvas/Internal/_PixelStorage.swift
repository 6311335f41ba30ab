/// The heap block behind a ``Framebuffer``: one allocation, freed when the last copy goes away.
///
/// It is `@unchecked Sendable` because ``Framebuffer`` only writes through it
/// after `isKnownUniquelyReferenced` has proven no other copy can see it.
final class _PixelStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let count: Int

    init(count: Int, value: UInt32) {
        self.count = count
        // Allocate at least one element so `base` is always a real pointer.
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: max(count, 1))
    }

    private init(copying other: _PixelStorage) {
        count = other.count
        base = .allocate(capacity: max(count, 1))
        base.initialize(from: other.base, count: max(count, 1))
    }

    func copy() -> _PixelStorage { _PixelStorage(copying: self) }

    deinit {
        base.deallocate()
    }
}
