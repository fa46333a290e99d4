/// Which letters stand next to each other on a QWERTY keyboard.
///
/// A wrong letter next to the right one is a slip of the finger ("chivken"); one from across
/// the keyboard usually makes another word ("curly" is not a slip for "curry", nor "dover" for
/// "doner"), so the typo reading accepts the first and refuses the second.
enum KeyboardLayout {
  /// Whether typing `typed` for `meant` is a plausible slip: neighbouring keys, or one vowel for
  /// another (a spelling slip: "lentel", "beaf").
  @inline(__always)
  static func isPlausibleSubstitution(_ typed: UInt8, for meant: UInt8) -> Bool {
    guard let a = letterIndex(typed), let b = letterIndex(meant) else { return false }
    if neighbours[a] & (1 << UInt32(b)) != 0 { return true }
    return isVowel(typed) && isVowel(meant)
  }

  @inline(__always)
  static func isVowel(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): true
    default: false
    }
  }

  @inline(__always)
  private static func letterIndex(_ byte: UInt8) -> Int? {
    byte >= 97 && byte <= 122 ? Int(byte - 97) : nil
  }

  /// For each letter a-z, a bit per neighbouring letter. A key of a lower row sits between the
  /// key above it and the one to the right of that ("s" under "w" and "e").
  private static let neighbours: [UInt32] = {
    let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }
    var table = [UInt32](repeating: 0, count: 26)
    func link(_ a: UInt8, _ b: UInt8) {
      table[Int(a - 97)] |= 1 << UInt32(b - 97)
      table[Int(b - 97)] |= 1 << UInt32(a - 97)
    }
    for (r, row) in rows.enumerated() {
      for (c, letter) in row.enumerated() {
        if c + 1 < row.count { link(letter, row[c + 1]) }
        guard r + 1 < rows.count else { continue }
        let below = rows[r + 1]
        for column in [c - 1, c] where column >= 0 && column < below.count { link(letter, below[column]) }
      }
    }
    return table
  }()
}
