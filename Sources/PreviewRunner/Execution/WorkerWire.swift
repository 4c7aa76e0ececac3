import Foundation
import PreviewSnapshots
import TextUI

/// The binary form of the worker protocol's messages: what a frame's payload holds, written
/// and read field by field as the table of fields in ``WorkerProtocol`` specifies, so that a
/// rendering crosses the channel as its own bytes instead of a JSON-escaped string.
///
/// A payload must be read to its last byte: one with bytes left over, cut short, or with an
/// unknown tag is a protocol error.
enum WorkerWire {
  /// Appends fields to a payload.
  struct Writer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 64) {
      bytes.reserveCapacity(capacity)
    }

    mutating func tag(_ value: UInt8) {
      bytes.append(value)
    }

    mutating func bool(_ value: Bool) {
      bytes.append(value ? 1 : 0)
    }

    mutating func count(_ value: Int) {
      var rest = UInt64(UInt(bitPattern: value))
      while rest >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }

    mutating func int(_ value: Int) {
      count(Int(bitPattern: UInt(bitPattern: value << 1) ^ UInt(bitPattern: value >> (Int.bitWidth - 1))))
    }

    mutating func double(_ value: Double) {
      var bits = value.bitPattern.littleEndian
      withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
    }

    mutating func bytes(_ value: some Collection<UInt8>) {
      count(value.count)
      bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
      var value = value
      value.withUTF8 { bytes($0) }
    }

    mutating func optionalString(_ value: String?) {
      bool(value != nil)
      if let value { string(value) }
    }

    mutating func optionalInt(_ value: Int?) {
      bool(value != nil)
      if let value { int(value) }
    }

    mutating func strings(_ values: [String]) {
      count(values.count)
      for value in values { string(value) }
    }
  }

  /// Reads fields from a payload, throwing a ``WorkerProtocol/ProtocolError`` for one that is
  /// cut short or malformed.
  struct Reader {
    private let payload: ArraySlice<UInt8>
    private var index: Int

    init(_ payload: ArraySlice<UInt8>) {
      self.payload = payload
      index = payload.startIndex
    }

    /// The bytes not read yet.
    var remaining: Int { payload.endIndex - index }

    /// Whether the next bytes are `prefix`; reads them if they are.
    mutating func skip(_ prefix: [UInt8]) -> Bool {
      guard remaining >= prefix.count, payload[index..<(index + prefix.count)].elementsEqual(prefix) else {
        return false
      }
      index += prefix.count
      return true
    }

    mutating func tag() throws(WorkerProtocol.ProtocolError) -> UInt8 {
      guard index < payload.endIndex else { throw Self.cut("a tag") }
      defer { index += 1 }
      return payload[index]
    }

    mutating func bool() throws(WorkerProtocol.ProtocolError) -> Bool {
      switch try tag() {
      case 0: return false
      case 1: return true
      case let other: throw WorkerProtocol.ProtocolError(description: "a boolean field holds \(other)")
      }
    }

    mutating func count() throws(WorkerProtocol.ProtocolError) -> Int {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        guard index < payload.endIndex else { throw Self.cut("a number") }
        let byte = payload[index]
        index += 1
        guard shift < 64 else { throw WorkerProtocol.ProtocolError(description: "a number field is too long") }
        value |= UInt64(byte & 0x7F) << shift
        if byte & 0x80 == 0 { break }
        shift += 7
      }
      return Int(bitPattern: UInt(value))
    }

    mutating func int() throws(WorkerProtocol.ProtocolError) -> Int {
      let encoded = UInt(bitPattern: try count())
      return Int(bitPattern: (encoded >> 1) ^ (0 &- (encoded & 1)))
    }

    mutating func double() throws(WorkerProtocol.ProtocolError) -> Double {
      guard remaining >= 8 else { throw Self.cut("a double") }
      var bits: UInt64 = 0
      for offset in (0..<8).reversed() { bits = bits << 8 | UInt64(payload[index + offset]) }
      index += 8
      return Double(bitPattern: bits)
    }

    /// The next length-prefixed bytes, as a slice of the payload.
    mutating func slice() throws(WorkerProtocol.ProtocolError) -> ArraySlice<UInt8> {
      let length = try count()
      guard length >= 0, length <= remaining else { throw Self.cut("a field of \(length) bytes") }
      defer { index += length }
      return payload[index..<(index + length)]
    }

    mutating func bytes() throws(WorkerProtocol.ProtocolError) -> [UInt8] {
      Array(try slice())
    }

    mutating func string() throws(WorkerProtocol.ProtocolError) -> String {
      let bytes = try slice()
      guard let string = String(validating: bytes, as: UTF8.self) else {
        throw WorkerProtocol.ProtocolError(description: "a string field is not valid UTF-8")
      }
      return string
    }

    mutating func optionalString() throws(WorkerProtocol.ProtocolError) -> String? {
      try bool() ? try string() : nil
    }

    mutating func optionalInt() throws(WorkerProtocol.ProtocolError) -> Int? {
      try bool() ? try int() : nil
    }

    mutating func strings() throws(WorkerProtocol.ProtocolError) -> [String] {
      let count = try count()
      // Every string takes at least its length byte: a count beyond that is not believed.
      guard count >= 0, count <= remaining else { throw Self.cut("a list of \(count)") }
      var values: [String] = []
      values.reserveCapacity(count)
      for _ in 0..<count { values.append(try string()) }
      return values
    }

    /// Throws unless every byte was read.
    func end() throws(WorkerProtocol.ProtocolError) {
      guard remaining == 0 else {
        throw WorkerProtocol.ProtocolError(description: "\(remaining) bytes are left over after the message")
      }
    }

    private static func cut(_ what: String) -> WorkerProtocol.ProtocolError {
      WorkerProtocol.ProtocolError(description: "the message is cut short where \(what) was due")
    }
  }
}

extension WorkerProtocol.Request {
  /// The request as a frame's payload.
  var payload: [UInt8] {
    var writer = WorkerWire.Writer()
    switch self {
    case .start(let secret):
      writer.tag(1)
      writer.string(secret)
    case .describe(let preview):
      writer.tag(2)
      writer.string(preview)
    case .render(let request):
      writer.tag(3)
      request.write(to: &writer)
    case .liveStart(let request):
      writer.tag(4)
      request.write(to: &writer)
    case .liveInput(let inputs):
      writer.tag(5)
      writer.count(inputs.count)
      for input in inputs { input.write(to: &writer) }
    case .liveScreen:
      writer.tag(6)
    }
    return writer.bytes
  }

  /// Reads a request from a frame's payload.
  init(payload: ArraySlice<UInt8>) throws(WorkerProtocol.ProtocolError) {
    var reader = WorkerWire.Reader(payload)
    switch try reader.tag() {
    case 1: self = .start(secret: try reader.string())
    case 2: self = .describe(preview: try reader.string())
    case 3: self = .render(request: try RenderRequest(from: &reader))
    case 4: self = .liveStart(request: try LiveStartRequest(from: &reader))
    case 5:
      let count = try reader.count()
      guard count >= 0, count <= reader.remaining else {
        throw WorkerProtocol.ProtocolError(description: "the message is cut short where \(count) inputs were due")
      }
      var inputs: [LiveInput] = []
      for _ in 0..<count { inputs.append(try LiveInput(from: &reader)) }
      self = .liveInput(inputs: inputs)
    case 6: self = .liveScreen
    case let kind: throw WorkerProtocol.ProtocolError(description: "unknown request kind \(kind)")
    }
    try reader.end()
  }
}

extension WorkerProtocol.Answer {
  /// Appends the answer's kind and fields.
  func write(to writer: inout WorkerWire.Writer) {
    switch self {
    case .ready(let version):
      writer.tag(1)
      writer.int(version)
    case .described(let description):
      writer.tag(2)
      description.write(to: &writer)
    case .phase(let name, let step):
      writer.tag(3)
      writer.string(name)
      writer.optionalString(step)
    case .rendered(let snapshot):
      writer.tag(4)
      writer.optionalString(snapshot.step)
      writer.bytes(snapshot.bytes)
      writer.strings(snapshot.placeholders)
      writer.int(snapshot.cutRows)
      writer.strings(snapshot.unknownSymbols)
      writer.int(snapshot.pendingMocks)
      // Each missing translation as three strings: locale, table, key.
      writer.strings(snapshot.missingTranslations.flatMap { [$0.locale, $0.table, $0.key] })
    case .finished(let failure):
      writer.tag(5)
      writer.bool(failure != nil)
      // A failure is rare and its wire form is its Codable JSON, so that its cases are
      // declared in one place.
      if let failure { writer.bytes((try? JSONEncoder().encode(failure)) ?? Data()) }
    case .liveScreen(let screen):
      writer.tag(6)
      screen.write(to: &writer)
    }
  }

  /// Reads an answer's kind and fields; the reader must be at its end afterwards.
  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    switch try reader.tag() {
    case 1:
      self = .ready(version: try reader.int())
    case 2:
      self = .described(preview: try PreviewDescription(from: &reader))
    case 3:
      self = .phase(name: try reader.string(), step: try reader.optionalString())
    case 4:
      let step = try reader.optionalString()
      let bytes = try reader.bytes()
      var snapshot = RenderedSnapshot(
        step: step, bytes: bytes, placeholders: try reader.strings(), cutRows: try reader.int())
      snapshot.unknownSymbols = try reader.strings()
      snapshot.pendingMocks = try reader.int()
      let missing = try reader.strings()
      guard missing.count % 3 == 0 else {
        throw WorkerProtocol.ProtocolError(description: "missing translations are not locale, table, key triples")
      }
      snapshot.missingTranslations = stride(from: 0, to: missing.count, by: 3).map {
        MissingTranslation(key: missing[$0 + 2], locale: missing[$0], table: missing[$0 + 1])
      }
      self = .rendered(snapshot: snapshot)
    case 5:
      guard try reader.bool() else {
        self = .finished(failure: nil)
        break
      }
      let json = try reader.slice()
      do {
        self = .finished(failure: try JSONDecoder().decode(StateFailure.self, from: Data(json)))
      } catch {
        throw WorkerProtocol.ProtocolError(description: "a failure is not a valid StateFailure (\(error))")
      }
    case 6:
      self = .liveScreen(screen: try LiveScreenAnswer(from: &reader))
    case let kind:
      throw WorkerProtocol.ProtocolError(description: "unknown answer kind \(kind)")
    }
  }
}

extension RenderRequest {
  func write(to writer: inout WorkerWire.Writer) {
    writer.string(component)
    writer.string(preview)
    writer.string(stateName)
    writer.int(stateIndex)
    writer.int(width)
    writer.optionalInt(height)
    writer.bool(includesWidthInName)
    switch output {
    case .snapshot: writer.tag(0)
    case .plain: writer.tag(1)
    case .ansi(let depth):
      writer.tag(2)
      writer.string(depth.rawValue)
    case .audit(let background):
      writer.tag(3)
      writer.optionalString(background?.rawValue)
    }
    writer.double(timeoutSeconds)
    writer.strings(steps)
    variant.write(to: &writer)
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    component = try reader.string()
    preview = try reader.string()
    stateName = try reader.string()
    stateIndex = try reader.int()
    width = try reader.int()
    height = try reader.optionalInt()
    includesWidthInName = try reader.bool()
    switch try reader.tag() {
    case 0: output = .snapshot
    case 1: output = .plain
    case 2:
      let name = try reader.string()
      guard let depth = ColorDepth(rawValue: name) else {
        throw WorkerProtocol.ProtocolError(description: "unknown colour depth \(name)")
      }
      output = .ansi(depth: depth)
    case 3:
      let name = try reader.optionalString()
      guard let background = name.map(AuditBackground.init(rawValue:)) else {
        output = .audit()
        break
      }
      guard let background else {
        throw WorkerProtocol.ProtocolError(description: "unknown audit background \(name ?? "")")
      }
      output = .audit(background: background)
    case let tag: throw WorkerProtocol.ProtocolError(description: "unknown output kind \(tag)")
    }
    timeoutSeconds = try reader.double()
    steps = try reader.strings()
    variant = try PreviewVariant(from: &reader)
  }
}

extension PreviewVariant {
  func write(to writer: inout WorkerWire.Writer) {
    writer.string(name)
    writer.bool(colorScheme == .dark)
    writer.bool(showsColor)
    writer.optionalString(localeIdentifier)
    writer.optionalString(layoutDirection.map { $0 == .rightToLeft ? "rtl" : "ltr" })
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    let name = try reader.string()
    let dark = try reader.bool()
    self.init(name: name, colorScheme: dark ? .dark : .light, showsColor: try reader.bool())
    localeIdentifier = try reader.optionalString()
    layoutDirection = try reader.optionalString().map { $0 == "rtl" ? .rightToLeft : .leftToRight }
  }
}

extension PreviewDescription {
  func write(to writer: inout WorkerWire.Writer) {
    writer.string(component)
    writer.string(preview)
    writer.count(states.count)
    for state in states {
      writer.string(state.name)
      writer.strings(state.steps)
      writer.count(state.widths.count)
      for width in state.widths { writer.int(width) }
      writer.optionalInt(state.height)
    }
    writer.count(variants.count)
    for variant in variants { variant.write(to: &writer) }
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    let component = try reader.string()
    let preview = try reader.string()
    let count = try reader.count()
    guard count >= 0, count <= reader.remaining else {
      throw WorkerProtocol.ProtocolError(description: "the message is cut short where \(count) states were due")
    }
    var states: [State] = []
    states.reserveCapacity(count)
    for _ in 0..<count {
      let name = try reader.string()
      let steps = try reader.strings()
      let widthCount = try reader.count()
      guard widthCount >= 0, widthCount <= reader.remaining else {
        throw WorkerProtocol.ProtocolError(description: "the message is cut short where \(widthCount) widths were due")
      }
      var widths: [Int] = []
      for _ in 0..<widthCount { widths.append(try reader.int()) }
      states.append(State(name: name, steps: steps, widths: widths, height: try reader.optionalInt()))
    }
    let variantCount = try reader.count()
    guard variantCount >= 0, variantCount <= reader.remaining else {
      throw WorkerProtocol.ProtocolError(
        description: "the message is cut short where \(variantCount) variants were due")
    }
    var variants: [PreviewVariant] = []
    for _ in 0..<variantCount { variants.append(try PreviewVariant(from: &reader)) }
    self.init(component: component, preview: preview, states: states, variants: variants)
  }
}

extension LiveStartRequest {
  func write(to writer: inout WorkerWire.Writer) {
    writer.string(component)
    writer.string(preview)
    writer.string(stateName)
    writer.int(stateIndex)
    writer.int(width)
    writer.optionalInt(height)
    writer.double(timeoutSeconds)
    variant.write(to: &writer)
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    component = try reader.string()
    preview = try reader.string()
    stateName = try reader.string()
    stateIndex = try reader.int()
    width = try reader.int()
    height = try reader.optionalInt()
    timeoutSeconds = try reader.double()
    variant = try PreviewVariant(from: &reader)
  }
}

extension LiveInput {
  func write(to writer: inout WorkerWire.Writer) {
    switch self {
    case .key(let name):
      writer.tag(0)
      writer.string(name)
    case .text(let text):
      writer.tag(1)
      writer.string(text)
    case .step(let step, let ref):
      writer.tag(2)
      writer.optionalInt(ref)
      // A step's wire form is its Codable JSON, so that its cases are declared in one place.
      writer.bytes((try? JSONEncoder().encode(step)) ?? Data())
    }
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    switch try reader.tag() {
    case 0: self = .key(try reader.string())
    case 1: self = .text(try reader.string())
    case 2:
      let ref = try reader.optionalInt()
      let json = try reader.slice()
      do {
        self = .step(try JSONDecoder().decode(PreviewStep.self, from: Data(json)), ref: ref)
      } catch {
        throw WorkerProtocol.ProtocolError(description: "a step is not a valid PreviewStep (\(error))")
      }
    case let tag: throw WorkerProtocol.ProtocolError(description: "unknown live input kind \(tag)")
    }
  }
}

extension LiveScreenAnswer {
  func write(to writer: inout WorkerWire.Writer) {
    writer.bytes(snapshot)
    writer.strings(elements)
    writer.optionalInt(focusedRef)
    writer.strings(steps)
    writer.string(source)
    writer.int(applied)
    writer.optionalString(problem)
  }

  init(from reader: inout WorkerWire.Reader) throws(WorkerProtocol.ProtocolError) {
    snapshot = try reader.bytes()
    elements = try reader.strings()
    focusedRef = try reader.optionalInt()
    steps = try reader.strings()
    source = try reader.string()
    applied = try reader.int()
    problem = try reader.optionalString()
  }
}
