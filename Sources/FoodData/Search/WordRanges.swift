extension UnsafeBufferPointer<UInt8> {
  /// Calls `body` with the range of each word of these folded bytes (a run of `isWordByte`
  /// bytes), in order, without allocating.
  @inline(__always)
  func forEachWordRange(_ body: (Range<Int>) -> Void) {
    var start = 0
    while start < count {
      guard self[start].isWordByte else {
        start += 1
        continue
      }
      var end = start + 1
      while end < count, self[end].isWordByte { end += 1 }
      body(start..<end)
      start = end
    }
  }
}
