import Testing
import TextDependencies

private protocol Greeter: Sendable {
  func greet() -> String
}

private struct FriendlyGreeter: Greeter {
  func greet() -> String { "hello" }
}

private struct PreviewGreeter: Greeter {
  func greet() -> String { "hello from a preview" }
}

/// The article's recommended key: unimplemented in tests, harmless in previews.
private enum GreeterKey: DependencyKey {
  static let liveValue: any Greeter = FriendlyGreeter()
  static let testValue: any Greeter = unimplemented()
  static let previewValue: any Greeter = PreviewGreeter()
}

/// A client made of closures, the style swift-dependencies recommends.
private struct WeatherClient: Sendable {
  var temperature: @Sendable (String) async throws -> Int
}

private enum WeatherClientKey: DependencyKey {
  static let liveValue = WeatherClient { _ in 21 }
  static let testValue = WeatherClient(temperature: unimplemented("WeatherClient.temperature"))
  static var previewValue: WeatherClient { WeatherClient(temperature: unimplemented("WeatherClient.temperature")) }
}

extension DependencyValues {
  fileprivate var greeter: any Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }

  fileprivate var weather: WeatherClient {
    get { self[WeatherClientKey.self] }
    set { self[WeatherClientKey.self] = newValue }
  }
}

private final class GreetingModel {
  @Dependency(\.greeter) var greeter
}

@Suite("unimplemented")
struct UnimplementedTests {
  @Test("using an unimplemented dependency fails the test, naming the key and the @Dependency")
  func failsTheTest() {
    let model = GreetingModel()
    withKnownIssue {
      _ = model.greeter.greet()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("GreeterKey") && text.contains("UnimplementedTests.swift")
    }
  }

  @Test("every use fails, not only the first")
  func everyUseFails() {
    let model = GreetingModel()
    withKnownIssue { _ = model.greeter.greet() }
    withKnownIssue { _ = model.greeter.greet() }
  }

  @Test("an overridden dependency does not fail")
  func overrideDoesNotFail() {
    let model = withDependencies {
      $0.greeter = FriendlyGreeter()
    } operation: {
      GreetingModel()
    }
    #expect(model.greeter.greet() == "hello")
  }

  @Test("after the report, the key's preview value stands in for an unimplemented existential")
  func standIn() {
    let model = GreetingModel()
    withKnownIssue {
      #expect(model.greeter.greet() == "hello from a preview")
    }
  }

  @Test("an unimplemented closure fails the test when called, naming the endpoint, and throws")
  func closureFails() async {
    @Dependency(\.weather) var weather
    await withKnownIssue {
      await #expect(throws: UnimplementedDependencyError.self) { try await weather.temperature("Tokyo") }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("WeatherClient.temperature of dependency WeatherClientKey")
    }
  }

  @Test("in a preview scope, an unimplemented use is collected for the runner instead of failing the test")
  func collectedInPreview() async {
    let preview = DependencyValues(context: .preview)
    let result = await withDependencies {
      $0 = preview
    } operation: { () async -> String in
      @Dependency(\.weather) var weather
      return (try? await weather.temperature("Tokyo")).map(String.init) ?? "threw"
    }
    #expect(result == "threw")
    #expect(preview.reportedIssues.count == 1)
    #expect(preview.reportedIssues.first?.contains("WeatherClient.temperature of dependency WeatherClientKey") == true)
  }
}
