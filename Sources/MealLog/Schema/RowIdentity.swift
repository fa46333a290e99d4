import CSQLite
import Foundation

/// The ids and times that let two copies of a log be brought together (`merge`): every row of
/// meals, answers, limits and settings has an id of 128 random bits, written as 32 lowercase hex
/// digits, and the time it last changed, in milliseconds since 1970 (UTC).
enum RowIdentity {
  /// Hex digits shown to people: 8 of the 32 (a day's meals never share them in practice; a
  /// command given a prefix that several meals share says so and asks for more).
  static let shownDigits = 8

  /// A new id: 128 bits from the system's random source.
  static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return hex(generator.next() as UInt64) + hex(generator.next() as UInt64)
  }

  /// The id the schema-5 upgrade gives a row that had none: a hash of what the row was (its
  /// rowid, its day, time, food, grams and when it was logged), so that two copies of one log
  /// upgraded apart give a meal the same id and a merge does not count it twice.
  static func legacy(_ parts: [String]) -> String {
    var hasher = LegacyHasher()
    for (index, part) in parts.enumerated() {
      if index > 0 { hasher.feed(0x1F) }
      for byte in part.utf8 { hasher.feed(byte) }
    }
    return hasher.id
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Now, in milliseconds since 1970.
  static func now() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

  /// The time a change to a row is stamped with: now, or just after the row's last change when
  /// the clock says otherwise (two changes in one millisecond, a clock set back), so that the
  /// later change of a row always has the later time, on which merge decides.
  static func stamp(after previous: Int64?) -> Int64 { max(now(), (previous ?? 0) + 1) }

  /// Whether a text can be (the start of) an id: 1 to 32 lowercase hex digits.
  static func isPrefix(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 32 && text.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
  }
}

/// Two FNV-1a passes with different offsets over the bytes of a row's parts (separated by
/// 0x1F), each finished by SplitMix64's mixer so that the first digits (the ones shown) spread
/// as random ones do. Fed a byte at a time, so that the upgrade hashes a million rows from
/// SQLite's own buffers without making strings of them.
struct LegacyHasher {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142

  mutating func feed(_ byte: UInt8) {
    first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  var id: String { RowIdentity.hex(Self.mix(first)) + RowIdentity.hex(Self.mix(second ^ first)) }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SQLite {
  /// Makes `nomeat_legacy_id(...)` (`RowIdentity.legacy` over its arguments as text) callable
  /// from SQL on this connection: the schema-5 upgrade gives every row its id in one UPDATE.
  func registerLegacyID() throws(SQLiteError) {
    let code = sqlite3_create_function_v2(
      handle, "nomeat_legacy_id", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
      { context, count, values in
        var hasher = LegacyHasher()
        for index in 0..<Int(count) {
          if index > 0 { hasher.feed(0x1F) }
          guard let value = values?[index], let text = sqlite3_value_text(value) else { continue }
          for offset in 0..<Int(sqlite3_value_bytes(value)) { hasher.feed(text[offset]) }
        }
        sqlite3_result_text(context, hasher.id, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      }, nil, nil, nil)
    try check(code)
  }
}
