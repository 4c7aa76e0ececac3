import Synchronization

/// A cell's symbol in four bytes: the scalar itself when the symbol is one Unicode scalar
/// (nearly every cell), otherwise a number standing for a cluster of several scalars (an emoji
/// sequence, a letter with combining marks) kept in a table for the life of the process.
///
/// Keeping a `Character` in every cell made a buffer an array of references: allocating,
/// copying and freeing one touched every cell, and every encoder asked `String` for each
/// symbol's bytes. Symbols are compared by their exact scalars, so a precomposed "é" and "e"
/// plus a combining accent are different symbols, as they are different bytes on the screen.
@usableFromInline
struct CellSymbol: Hashable, Sendable {
  /// A scalar value (at most 0x10FFFF), or `clusterFlag` plus an index into `ClusterTable`.
  @usableFromInline let rawValue: UInt32

  @usableFromInline static let clusterFlag: UInt32 = 0x8000_0000

  /// The symbol of a space, what blank cells and continuations hold.
  @usableFromInline static let space = CellSymbol(scalar: " ")

  /// The symbol of the one scalar `scalar`.
  @inlinable init(scalar: Unicode.Scalar) {
    rawValue = scalar.value
  }

  /// The symbol of the one scalar of value `value`, which must be a valid scalar.
  @_transparent @usableFromInline init(scalarValue value: UInt32) {
    rawValue = value
  }

  /// The symbol of `character`.
  init(_ character: Character) {
    if let scalar = SymbolBytes.singleScalar(of: character) {
      rawValue = scalar.value
    } else {
      rawValue = Self.clusterFlag | ClusterTable.shared.index(of: character)
    }
  }

  /// The scalar, when the symbol is one scalar.
  @inlinable var scalar: Unicode.Scalar? {
    rawValue & Self.clusterFlag == 0 ? Unicode.Scalar(rawValue) : nil
  }

  /// The symbol as a `Character`.
  var character: Character {
    if let scalar { return Character(scalar) }
    return ClusterTable.shared.character(at: rawValue & ~Self.clusterFlag)
  }

  /// Appends the symbol's UTF-8.
  @inline(__always)
  func appendUTF8(to bytes: inout [UInt8]) {
    let value = rawValue
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(truncatingIfNeeded: value))
    case 0x80..<0x800:
      bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    case 0x800..<0x1_0000:
      bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    case 0x1_0000..<Self.clusterFlag:
      bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    default:
      bytes.append(contentsOf: character.utf8)
    }
  }
}

/// The clusters of several scalars that cells have shown, numbered in order of first use.
/// Shared by every buffer of the process (buffers are `Sendable` and cells are read far from
/// where they were drawn), and never shrunk: a screen shows few such clusters, and the same
/// ones again and again. Keyed by UTF-8 bytes, not by `Character` equality, which would merge
/// canonically equivalent but differently written clusters.
final class ClusterTable: Sendable {
  static let shared = ClusterTable()

  private struct Table {
    var indices: [[UInt8]: UInt32] = [:]
    var clusters: [Character] = []
  }

  private let table = Mutex(Table())

  /// The number of `character`, given on first use.
  func index(of character: Character) -> UInt32 {
    let key = Array(character.utf8)
    return table.withLock { table in
      if let index = table.indices[key] { return index }
      let index = UInt32(table.clusters.count)
      table.clusters.append(character)
      table.indices[key] = index
      return index
    }
  }

  /// The cluster numbered `index`.
  func character(at index: UInt32) -> Character {
    table.withLock { $0.clusters[Int(index)] }
  }
}
