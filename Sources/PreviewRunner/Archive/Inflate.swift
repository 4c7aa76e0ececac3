/// The DEFLATE decoder (RFC 1951) that reading a `.zip` needs: Foundation has none on Linux,
/// and the runner takes no package. It never produces more than a limit the caller sets, so
/// a stream that expands past what its archive declared (a zip bomb) is stopped there, not
/// after filling memory.
///
/// Huffman codes are decoded canonically, one bit at a time against the count of codes of
/// each length (the approach of zlib's reference decoder `puff`): small and easy to check,
/// and fast enough for the text files an artifact holds.
struct Inflate {
  /// Why a stream cannot be decoded.
  enum Failure: Error, Equatable {
    /// The stream breaks the format (ends early, a bad code, a distance too far back).
    case malformed(String)
    /// The output would pass the limit.
    case tooLarge
  }

  private let input: [UInt8]
  private var position: Int
  private let end: Int
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let limit: Int

  /// Decodes the raw DEFLATE stream in `input[range]`, producing at most `limit` bytes.
  static func decode(_ input: [UInt8], range: Range<Int>, limit: Int) throws(Failure) -> [UInt8] {
    var decoder = Inflate(input: input, position: range.lowerBound, end: range.upperBound, limit: limit)
    try decoder.run()
    return decoder.output
  }

  private init(input: [UInt8], position: Int, end: Int, limit: Int) {
    self.input = input
    self.position = position
    self.end = end
    self.limit = limit
    output.reserveCapacity(min(limit, 1 << 20))
  }

  private mutating func run() throws(Failure) {
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(Self.fixed.literals, Self.fixed.distances)
      case 2:
        let tables = try dynamicTables()
        try codes(tables.literals, tables.distances)
      default: throw .malformed("a block of the reserved type 3")
      }
    }
  }

  // MARK: - Bits

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      guard position < end else { throw .malformed("the data ends early") }
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  private mutating func emit(_ byte: UInt8) throws(Failure) {
    guard output.count < limit else { throw .tooLarge }
    output.append(byte)
  }

  // MARK: - Blocks

  /// A block stored as it is: its length, the length's complement, the bytes.
  private mutating func stored() throws(Failure) {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= end else { throw .malformed("the data ends early") }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw .malformed("a stored block's length is damaged") }
    position += 4
    guard position + length <= end else { throw .malformed("the data ends early") }
    guard output.count + length <= limit else { throw .tooLarge }
    output.append(contentsOf: input[position..<position + length])
    position += length
  }

  /// The literal/length and distance codes of a compressed block, until its end code.
  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws(Failure) {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        try emit(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < 29 else { throw .malformed("a length code out of range") }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let code = try decode(distances)
      guard code < 30 else { throw .malformed("a distance code out of range") }
      let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
      guard distance <= output.count else { throw .malformed("a distance reaches before the start") }
      guard output.count + length <= limit else { throw .tooLarge }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }

  /// The code tables a dynamic block begins with.
  private mutating func dynamicTables() throws(Failure) -> (literals: Huffman, distances: Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .malformed("too many codes") }
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
    let lengthCode = try Huffman(lengths: codeLengths, complete: true)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .malformed("a repeat with nothing before it") }
        lengths += repeatElement(previous, count: 3 + (try bits(2)))
      case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
      default: lengths += repeatElement(0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw .malformed("code lengths overrun") }
    guard lengths[256] != 0 else { throw .malformed("no end-of-block code") }
    return (
      try Huffman(lengths: Array(lengths[..<literalCount]), complete: false),
      try Huffman(lengths: Array(lengths[literalCount...]), complete: false)
    )
  }

  /// The next symbol of `code`, read a bit at a time, shortest codes first.
  private mutating func decode(_ code: Huffman) throws(Failure) -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + (value - first)] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw .malformed("an invalid code")
  }

  // MARK: - Codes

  /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    /// The code whose symbol `i` has code length `lengths[i]` (0: unused). An over-full code
    /// is refused; an incomplete one only where the format requires completeness.
    init(lengths: [Int], complete: Bool) throws(Failure) {
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1...15 {
        left = (left << 1) - counts[length]
        guard left >= 0 else { throw .malformed("an over-subscribed code") }
      }
      if complete && left > 0 && counts[0] != lengths.count { throw .malformed("an incomplete code") }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  /// The fixed codes of a type-1 block.
  private static let fixed: (literals: Huffman, distances: Huffman) = {
    var lengths = [Int](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    // These tables are valid by construction.
    let literals = (try? Huffman(lengths: lengths, complete: false)) ?? Huffman(empty: ())
    let distances = (try? Huffman(lengths: [Int](repeating: 5, count: 30), complete: false)) ?? Huffman(empty: ())
    return (literals, distances)
  }()

  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
}

extension Inflate.Huffman {
  /// A code with no symbols (never used: the fixed tables always build).
  fileprivate init(empty: Void) {}
}
