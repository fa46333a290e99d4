/// A fast 64-bit hash of bytes, to tell that a file changed or was damaged (not a defence
/// against forgery): four independent lanes of multiply-and-rotate over 8-byte words, a few
/// GB/s, so that checking a 300 MB catalog costs a tenth of a second.
public enum ContentHash {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  public static func of(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    guard let base = buffer.baseAddress else { return mix(seed ^ prime3) }
    let count = buffer.count
    var a = seed &+ prime1 &+ prime2
    var b = seed &+ prime2
    var c = seed
    var d = seed &- prime1
    var offset = 0
    while offset + 32 <= count {
      a = round(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      b = round(b, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      c = round(c, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      d = round(d, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    var hash = rotate(a, 1) &+ rotate(b, 7) &+ rotate(c, 12) &+ rotate(d, 18) &+ UInt64(count)
    while offset + 8 <= count {
      hash = rotate(hash ^ round(0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), 27) &* prime1 &+ prime3
      offset += 8
    }
    while offset < count {
      hash = rotate(hash ^ (UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &* prime3), 11) &* prime1
      offset += 1
    }
    return mix(hash)
  }

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    rotate(lane &+ word &* prime2, 31) &* prime1
  }

  @inline(__always)
  private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h = h &* prime2
    h ^= h >> 29
    h = h &* prime3
    h ^= h >> 32
    return h
  }
}
