import Foundation
import PickerModel

/// Reads a file of names, one a line, into a search index, a megabyte at a time: the whole
/// file is never in memory beside the index.
enum NamesFile {
  static func index(_ url: URL) throws -> SearchIndex {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    var index = SearchIndex()
    index.reserveCapacity(items: size / 40, bytes: size)
    // The unfinished last line of a chunk waits here for the next chunk.
    var partial: [UInt8] = []
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { bytes in
        var start = 0
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
          if partial.isEmpty {
            index.append(nameUTF8: UnsafeRawBufferPointer(rebasing: bytes[start..<newline]))
          } else {
            partial += bytes[start..<newline]
            partial.withUnsafeBytes { index.append(nameUTF8: $0) }
            partial.removeAll(keepingCapacity: true)
          }
          start = newline + 1
        }
        partial += bytes[start...]
      }
    }
    if !partial.isEmpty { partial.withUnsafeBytes { index.append(nameUTF8: $0) } }
    return index
  }
}
