/// How a view's content changes from one value to the next, as SwiftUI's
/// `ContentTransition`: a cross-fade, a rolling number, a symbol replacing another. A snapshot
/// shows the content after the change, so every transition is accepted with no effect.
public struct ContentTransition: Sendable, Hashable {
  private let name: String

  /// The content changes at once.
  public static let identity = ContentTransition(name: "identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(name: "opacity")
  /// The content's shapes morph into each other.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits roll up or down to the new number.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Digits roll in the direction `value` changed.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// A symbol replaced by the next one with `effect`, as in
  /// `.contentTransition(.symbolEffect(.replace))`.
  public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition(name: "symbolEffect")
  }

  /// The default symbol transition.
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

/// An animation of an SF Symbol, as SwiftUI's `SymbolEffect`. Symbols are one still cell in a
/// terminal, so every effect is accepted with no effect.
public protocol SymbolEffect: Sendable {}

/// A symbol replaced by another (`.replace`, `.replace.downUp`, …).
public struct ReplaceSymbolEffect: SymbolEffect {
  /// The old symbol leaves downwards and the new one comes up.
  public var downUp: ReplaceSymbolEffect { self }
  /// Both symbols move up.
  public var upUp: ReplaceSymbolEffect { self }
  /// The old symbol fades off and the new one comes up.
  public var offUp: ReplaceSymbolEffect { self }
  /// Layer by layer.
  public var byLayer: ReplaceSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { self }
}
/// A symbol that bounces (`.bounce`).
public struct BounceSymbolEffect: SymbolEffect {
  /// Bouncing up.
  public var up: BounceSymbolEffect { self }
  /// Bouncing down.
  public var down: BounceSymbolEffect { self }
  /// Layer by layer.
  public var byLayer: BounceSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { self }
}
/// A symbol that pulses (`.pulse`).
public struct PulseSymbolEffect: SymbolEffect {
  /// Layer by layer.
  public var byLayer: PulseSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { self }
}
/// A symbol scaled up or down (`.scale`).
public struct ScaleSymbolEffect: SymbolEffect {
  /// Scaled up.
  public var up: ScaleSymbolEffect { self }
  /// Scaled down.
  public var down: ScaleSymbolEffect { self }
}
/// A symbol whose layers light up in turn (`.variableColor`).
public struct VariableColorSymbolEffect: SymbolEffect {
  /// Lighting up one layer after another.
  public var iterative: VariableColorSymbolEffect { self }
  /// Lighting layers up and keeping them lit.
  public var cumulative: VariableColorSymbolEffect { self }
  /// Reversing when done.
  public var reversing: VariableColorSymbolEffect { self }
}
/// A symbol that appears (`.appear`) or disappears (`.disappear`).
public struct AppearSymbolEffect: SymbolEffect {}
/// A symbol that disappears.
public struct DisappearSymbolEffect: SymbolEffect {}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol replaced by the next.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A change of scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lighting up in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  /// The symbol appearing.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The symbol disappearing.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// How a symbol effect runs, as SwiftUI's `SymbolEffectOptions`; accepted with no effect.
public struct SymbolEffectOptions: Sendable, Hashable {
  private init() {}
  /// The effect's own timing.
  public static let `default` = SymbolEffectOptions()
  /// Runs again and again.
  public static let `repeating` = SymbolEffectOptions()
  /// Runs once.
  public static let nonRepeating = SymbolEffectOptions()

  /// Runs `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Runs at `speed` times its pace.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

extension View {
  /// How this view's content changes, as SwiftUI's `.contentTransition(_:)`; a snapshot shows
  /// the content after the change, so it is accepted with no effect.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Runs `effect` on the symbols in this view whenever `value` changes; accepted with no
  /// effect (a snapshot shows the symbol at rest).
  public func symbolEffect<T: SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Runs `effect` on the symbols in this view while `isActive`; accepted with no effect.
  public func symbolEffect<T: SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }
}
