/// Puts the bytes a terminal sends back together into characters, a byte at a time, by the
/// rules of UTF-8 (RFC 3629, Unicode's table 3-7 of well-formed sequences).
///
/// ncurses' `wget_wch` does this itself, but it keeps a byte that can start no character
/// (0xFF, or Latin-1's 0xE9 from an old terminal or a paste) and adds every later byte to it,
/// waiting for a character that never comes: the keys after it were swallowed, Esc, q and
/// Ctrl-C included (issue 38). So the terminal reads bytes (`wgetch`) and assembles them here:
/// a byte that cannot stand where it is is dropped, and a byte that cuts a character short
/// drops that character and is read afresh. Whatever came before, the next key is read; a key
/// of one byte (Ctrl-C, Esc, q) is never part of a character.
///
/// ```
/// var assembler = UTF8Assembler()
/// assembler.take(0xC3)  // nil: the first byte of "é"
/// assembler.take(0xA9)  // "é"
/// assembler.take(0xFF)  // nil: dropped
/// assembler.take(0x71)  // "q"
/// ```
struct UTF8Assembler {
  /// The bits of the character read so far.
  private var value: UInt32 = 0
  /// The bytes still to come for it; 0 between characters.
  private var remaining = 0
  /// Where the next byte must fall: narrower than 80-BF after E0, ED, F0 and F4, so that an
  /// overlong form, a surrogate or a value past U+10FFFF is refused.
  private var next: ClosedRange<UInt8> = 0x80...0xBF

  /// Whether a character is half read.
  var isInsideCharacter: Bool { remaining > 0 }

  /// The character that `byte` completes, if it completes one.
  mutating func take(_ byte: UInt8) -> Unicode.Scalar? {
    if remaining > 0 {
      if next.contains(byte) {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        next = 0x80...0xBF
        return remaining == 0 ? Unicode.Scalar(value) : nil
      }
      // The character was cut short: it is dropped, and this byte starts afresh.
      remaining = 0
    }
    switch byte {
    case 0x00...0x7F: return Unicode.Scalar(byte)
    case 0xC2...0xDF: start(byte & 0x1F, following: 1)
    case 0xE0: start(0, following: 2, next: 0xA0...0xBF)
    case 0xED: start(0x0D, following: 2, next: 0x80...0x9F)
    case 0xE1...0xEF: start(byte & 0x0F, following: 2)
    case 0xF0: start(0, following: 3, next: 0x90...0xBF)
    case 0xF1...0xF3: start(byte & 0x07, following: 3)
    case 0xF4: start(4, following: 3, next: 0x80...0x8F)
    // A continuation byte with nothing to continue, C0 and C1 (only ever overlong), F5-FF.
    default: break
    }
    return nil
  }

  /// Forgets a half-read character (a key that ncurses decoded came in the middle of it).
  mutating func reset() {
    remaining = 0
  }

  private mutating func start(_ bits: UInt8, following: Int, next: ClosedRange<UInt8> = 0x80...0xBF) {
    value = UInt32(bits)
    remaining = following
    self.next = next
  }
}
