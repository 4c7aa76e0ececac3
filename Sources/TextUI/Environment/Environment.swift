import Foundation
import Synchronization

/// Reads a value from the environment inside `body`: `@Environment(\.font) var font`.
///
/// As in SwiftUI, the value is only available while the view is being rendered; reading it
/// earlier (for example in `init`) gives the key's default value and prints a warning once.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value; outside `body`, the key's default, with a warning printed once.
  public var wrappedValue: Value {
    if let values = box.values { return values[keyPath: keyPath] }
    EnvironmentWarning.once(for: keyPath, valueType: Value.self)
    return EnvironmentValues()[keyPath: keyPath]
  }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    box.values = inputs.environment
  }
}

/// Where an installed `@Environment` keeps the values of the view it belongs to.
final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// Prints SwiftUI's warning about reading the environment outside rendering, once per key.
enum EnvironmentWarning {
  private static let warned = Mutex<Set<String>>([])
  /// Where the warning goes instead of standard error: a test that reads the environment in
  /// `init` on purpose checks the warning rather than printing it.
  @TaskLocal static var sink: (@Sendable (String) -> Void)?

  static func once(for keyPath: AnyKeyPath, valueType: Any.Type) {
    let name = "\(keyPath)"
    let first = warned.withLock { $0.insert(name).inserted }
    guard first else { return }
    let message =
      "warning: accessing Environment<\(valueType)>'s value outside of a view's body (in init?): "
      + "this reads the key's default value and will not update.\n"
    if let sink {
      sink(message)
    } else {
      FileHandle.standardError.write(Data(message.utf8))
    }
  }
}
