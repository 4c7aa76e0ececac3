/// The order in which the clusters of one line of text are shown, by the Unicode Bidirectional
/// Algorithm (UAX #9): Arabic and Hebrew read right to left, and TextUI stores cells in the
/// order they are seen (visual order), as a terminal that draws cells left to right shows
/// them (see the Right to left article for the evidence from real terminals).
///
/// What is implemented, for one line with no explicit embedding: the paragraph direction from
/// its first strong character (P2, P3), the weak-type rules W1–W7 (marks take the class before
/// them, European digits after Arabic letters become Arabic numbers, separators between digits
/// join them, terminators attach to digits), the neutral rules N1–N2 (neutrals between two runs
/// of one direction take it, others the paragraph's), the implicit levels I1–I2, trailing
/// whitespace at the paragraph's level (L1), the reversal of runs (L2), and mirrored glyphs for
/// brackets at right-to-left levels (L4). Left out: explicit embeddings, overrides and isolates
/// (LRE…PDF, LRI…PDI are treated as boundary neutrals), bracket pairs (N0, a bracket takes its
/// direction from its neighbours as any neutral does), and line-wrapping by visual order (lines
/// are wrapped first, in logical order, then each is reordered, as L1–L2 say).
enum BidiOrder {
  /// A bidirectional class, as far as the implemented rules tell them apart.
  enum Class: UInt8 {
    case leftToRight, rightToLeft, arabicLetter, europeanNumber, arabicNumber
    case europeanSeparator, europeanTerminator, commonSeparator, nonspacingMark, boundaryNeutral
    case whitespace, otherNeutral
  }

  /// Whether `value` may be a right-to-left scalar: the quick test that keeps left-to-right text
  /// (ASCII, Latin, CJK…) from ever being classified. Hebrew starts at U+0590.
  @inline(__always) static func mayBeRightToLeft(_ value: UInt32) -> Bool {
    value >= 0x0590
      && (value < 0x0900 || (value >= 0xFB1D && value < 0xFE00) || (value >= 0xFE70 && value < 0xFF00)
        || (value >= 0x10800 && value < 0x11000) || (value >= 0x1E800 && value < 0x1F000) || value == 0x200F)
  }

  /// Whether any cluster of `clusters` holds a right-to-left letter: text that needs reordering.
  /// Reads each cluster's packed symbol: a one-scalar symbol below U+0590 (every cell of
  /// left-to-right text in the scripts before Hebrew) is skipped without making a `Character`,
  /// which cost a left-to-right screen 0.2 M instructions a render when every cluster was one.
  static func hasRightToLeft(_ clusters: [DisplayCluster]) -> Bool {
    clusters.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let code = buffer[index].code
        index += 1
        // A cluster's symbol has `clusterFlag` set, so it is never below U+0590.
        if code.rawValue < 0x0590 { continue }
        if let scalar = code.scalar {
          if mayBeRightToLeft(scalar.value) && isRightToLeftLetter(scalar) { return true }
          continue
        }
        for scalar in code.character.unicodeScalars where mayBeRightToLeft(scalar.value) {
          if isRightToLeftLetter(scalar) { return true }
        }
      }
      return false
    }
  }

  /// Whether `scalar` is a letter of a script written right to left.
  private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
    let type = bidiClass(scalar)
    return type == .rightToLeft || type == .arabicLetter
  }

  /// The class of `scalar`, from the ranges of the scripts written right to left and the
  /// general category of the rest.
  static func bidiClass(_ scalar: Unicode.Scalar) -> Class {
    let value = scalar.value
    switch value {
    case 0x30...0x39: return .europeanNumber
    case 0x2B, 0x2D: return .europeanSeparator
    case 0x23, 0x24, 0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x2030...0x2034, 0x20A0...0x20CF: return .europeanTerminator
    case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x202F: return .commonSeparator
    case 0x20, 0x09, 0x2000...0x200A, 0x3000: return .whitespace
    case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: return .boundaryNeutral
    case 0x200E: return .leftToRight
    case 0x200F: return .rightToLeft
    case 0x061C: return .arabicLetter
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B, 0x066C, 0x06DD, 0x08E2: return .arabicNumber
    case 0x06F0...0x06F9: return .europeanNumber
    default: break
    }
    let category = scalar.properties.generalCategory
    if category == .nonspacingMark || category == .enclosingMark { return .nonspacingMark }
    switch value {
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EDFF, 0x1EF00...0x1EFFF:
      return .rightToLeft
    case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x1EE00...0x1EEFF:
      return .arabicLetter
    default: break
    }
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
      .letterNumber:
      return .leftToRight
    case .decimalNumber: return .leftToRight  // digits of other scripts are strong left to right
    case .spaceSeparator: return .whitespace
    case .currencySymbol: return .europeanTerminator
    default: return .otherNeutral
    }
  }

  /// The class of a cluster: its first scalar's.
  static func bidiClass(_ cluster: DisplayCluster) -> Class {
    bidiClass(cluster.character.unicodeScalars.first ?? " ")
  }

  /// The visual order of `classes` (one per cluster of a line) in a paragraph whose direction
  /// is its first strong class's, or `rightToLeftByDefault`'s when it has none: the index of
  /// the cluster shown in each position, left to right, and whether it is shown mirrored
  /// (a bracket at a right-to-left level).
  static func visualOrder(
    _ classes: [Class], paragraph: [Class]? = nil, rightToLeftByDefault: Bool
  ) -> (order: [Int], mirrored: [Bool]) {
    let baseLevel = paragraphLevel(paragraph ?? classes, rightToLeftByDefault: rightToLeftByDefault)
    var types = resolveWeakTypes(classes, baseLevel: baseLevel)
    resolveNeutrals(&types, baseLevel: baseLevel)
    var levels = [UInt8](repeating: baseLevel, count: types.count)
    for index in types.indices {
      switch (baseLevel, types[index]) {
      case (0, .rightToLeft): levels[index] = 1
      case (0, .europeanNumber), (0, .arabicNumber): levels[index] = 2
      case (1, .leftToRight), (1, .europeanNumber), (1, .arabicNumber): levels[index] = 2
      default: levels[index] = baseLevel
      }
    }
    // L1: whitespace at the end of the line goes back to the paragraph's level.
    var index = classes.count - 1
    while index >= 0 && (classes[index] == .whitespace || classes[index] == .boundaryNeutral) {
      levels[index] = baseLevel
      index -= 1
    }
    return (reorder(levels), levels.map { $0 & 1 == 1 })
  }

  /// P2–P3: 1 when the first strong class is right to left, 0 when left to right, and the
  /// default when there is none.
  private static func paragraphLevel(_ classes: [Class], rightToLeftByDefault: Bool) -> UInt8 {
    for type in classes {
      if type == .leftToRight { return 0 }
      if type == .rightToLeft || type == .arabicLetter { return 1 }
    }
    return rightToLeftByDefault ? 1 : 0
  }

  /// W1–W7, with the start of the line taking the paragraph's direction (sor).
  private static func resolveWeakTypes(_ classes: [Class], baseLevel: UInt8) -> [Class] {
    let start: Class = baseLevel == 1 ? .rightToLeft : .leftToRight
    var types = classes
    var previous = start
    var lastStrong = start
    for index in types.indices {
      if types[index] == .nonspacingMark { types[index] = previous }  // W1
      if types[index] == .boundaryNeutral { continue }
      switch types[index] {
      case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = types[index]
      case .europeanNumber where lastStrong == .arabicLetter: types[index] = .arabicNumber  // W2
      default: break
      }
      previous = types[index]
    }
    for index in types.indices where types[index] == .arabicLetter { types[index] = .rightToLeft }  // W3
    for index in types.indices.dropFirst().dropLast() {  // W4
      let (before, after) = (types[index - 1], types[index + 1])
      if types[index] == .europeanSeparator && before == .europeanNumber && after == .europeanNumber {
        types[index] = .europeanNumber
      } else if types[index] == .commonSeparator && before == after
        && (before == .europeanNumber || before == .arabicNumber)
      {
        types[index] = before
      }
    }
    attachTerminators(&types)  // W5
    for index in types.indices {
      switch types[index] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator: types[index] = .otherNeutral  // W6
      default: break
      }
    }
    lastStrong = start
    for index in types.indices {  // W7
      switch types[index] {
      case .leftToRight, .rightToLeft: lastStrong = types[index]
      case .europeanNumber where lastStrong == .leftToRight: types[index] = .leftToRight
      default: break
      }
    }
    return types
  }

  /// W5: a sequence of European terminators next to a European number becomes one.
  private static func attachTerminators(_ types: inout [Class]) {
    var index = 0
    while index < types.count {
      guard types[index] == .europeanTerminator else {
        index += 1
        continue
      }
      var end = index
      while end < types.count && types[end] == .europeanTerminator { end += 1 }
      let touchesNumber =
        (index > 0 && types[index - 1] == .europeanNumber) || (end < types.count && types[end] == .europeanNumber)
      if touchesNumber { for terminator in index..<end { types[terminator] = .europeanNumber } }
      index = end
    }
  }

  /// N1–N2: a run of neutrals between two runs of one direction (numbers counting as right to
  /// left) takes that direction; any other, the paragraph's. The line's ends are the
  /// paragraph's direction (sor, eor).
  private static func resolveNeutrals(_ types: inout [Class], baseLevel: UInt8) {
    let edge: Class = baseLevel == 1 ? .rightToLeft : .leftToRight
    func direction(_ type: Class) -> Class? {
      switch type {
      case .leftToRight: .leftToRight
      case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
      default: nil
      }
    }
    var index = 0
    while index < types.count {
      guard direction(types[index]) == nil else {
        index += 1
        continue
      }
      var end = index
      while end < types.count && direction(types[end]) == nil { end += 1 }
      let before = index > 0 ? direction(types[index - 1])! : edge
      let after = end < types.count ? direction(types[end])! : edge
      let resolved = before == after ? before : edge
      for neutral in index..<end { types[neutral] = resolved }
      index = end
    }
  }

  /// L2: from the highest level down to the lowest odd one, reverses every run at that level
  /// or higher. Returns the logical index shown at each visual position.
  private static func reorder(_ levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), highest > 0 else { return order }
    // The lowest odd level at or above the line's lowest: 1 for a line at levels 0 and 2,
    // whose numbers are then reversed twice and read as written.
    let lowestOdd = levels.min()! | 1
    var level = highest
    while level >= lowestOdd && level > 0 {
      var position = 0
      while position < order.count {
        guard levels[order[position]] >= level else {
          position += 1
          continue
        }
        var end = position
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[position..<end].reverse()
        position = end
      }
      level -= 1
    }
    return order
  }
}

extension CellSymbol {
  /// The glyph Unicode pairs with this one for right-to-left text (`(` for `)`, `«` for `»`),
  /// or this one (rule L4 of the bidirectional algorithm).
  var bidiMirrored: CellSymbol {
    // The paired brackets and quotation marks of Unicode's BidiMirroring.txt that text uses;
    // Swift's `bidiMirroringGlyph` is not in the Linux toolchain's standard library.
    let mirror: Unicode.Scalar? =
      switch rawValue {
      case 0x28: ")"
      case 0x29: "("
      case 0x3C: ">"
      case 0x3E: "<"
      case 0x5B: "]"
      case 0x5D: "["
      case 0x7B: "}"
      case 0x7D: "{"
      case 0xAB: "»"
      case 0xBB: "«"
      case 0x2039: "›"
      case 0x203A: "‹"
      case 0x27E8: "⟩"
      case 0x27E9: "⟨"
      default: nil
      }
    return mirror.map { CellSymbol(scalar: $0) } ?? self
  }
}
