import Testing
import TextDependencies

/// A key with a different value in each context, so a test can see which one is in force.
private enum ContextNameKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A key giving only `liveValue`, as the article's first version does.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live only"
}

/// A key whose value is a new object per computation, to see when defaults are cached.
private enum CounterKey: DependencyKey {
  static var liveValue: Counter { Counter() }
}

final class Counter: Sendable {}

extension DependencyValues {
  fileprivate var contextName: String {
    get { self[ContextNameKey.self] }
    set { self[ContextNameKey.self] = newValue }
  }

  fileprivate var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }

  fileprivate var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

/// A model holding a dependency, as the article's view model does.
private final class NameModel {
  @Dependency(\.contextName) var name

  /// The name read by a `@Dependency` declared in the method (the article's `fetch2`).
  func nameReadInMethod() -> String {
    @Dependency(\.contextName) var name
    return name
  }
}

@Suite("Dependency values")
struct DependencyValuesTests {
  @Test("a test process is in the test context and gets each key's testValue")
  func testContext() {
    @Dependency(\.contextName) var name
    #expect(DependencyValues().context == .test)
    #expect(name == "test")
  }

  @Test(
    "each context gives its own value",
    arguments: [
      (DependencyContext.live, "live"), (.preview, "preview"), (.test, "test"),
    ])
  func valuePerContext(context: DependencyContext, expected: String) {
    let name = withDependencies {
      $0.context = context
    } operation: {
      @Dependency(\.contextName) var name
      return name
    }
    #expect(name == expected)
  }

  @Test("testValue and previewValue default to liveValue", arguments: DependencyContext.allCases)
  func defaultsToLive(context: DependencyContext) {
    #expect(DependencyValues(context: context).liveOnly == "live only")
  }

  @Test("an override beats the context's value, inside withDependencies only")
  func overrideScope() {
    withDependencies {
      $0.contextName = "override"
    } operation: {
      @Dependency(\.contextName) var name
      #expect(name == "override")
    }
    @Dependency(\.contextName) var name
    #expect(name == "test")
  }

  @Test("a model keeps the values in force when it was created (the article's case a)")
  func keepsCreationValues() {
    let model = withDependencies {
      $0.contextName = "at creation"
    } operation: {
      NameModel()
    }
    #expect(model.name == "at creation")
  }

  @Test("an override around the read is used (case b), and beats the creation one")
  func readOverrideWins() {
    let plain = NameModel()
    withDependencies {
      $0.contextName = "at read"
    } operation: {
      #expect(plain.name == "at read")
    }
    let overridden = withDependencies {
      $0.contextName = "at creation"
    } operation: {
      NameModel()
    }
    withDependencies {
      $0.contextName = "at read"
    } operation: {
      #expect(overridden.name == "at read")
    }
  }

  @Test("a @Dependency declared in a method sees only overrides around the call")
  func methodLocalDependency() {
    let model = withDependencies {
      $0.contextName = "at creation"
    } operation: {
      NameModel()
    }
    #expect(model.nameReadInMethod() == "test")
    withDependencies {
      $0.contextName = "around the call"
    } operation: {
      #expect(model.nameReadInMethod() == "around the call")
    }
  }

  @Test("withDependencies(from:) gives a child what its parent model was created with")
  func fromModel() {
    let parent = withDependencies {
      $0.contextName = "parent's"
    } operation: {
      NameModel()
    }
    let child = withDependencies(from: parent) { NameModel() }
    #expect(child.name == "parent's")
    let changed = withDependencies(from: parent) {
      $0.liveOnly = "changed"
    } operation: {
      @Dependency(\.liveOnly) var liveOnly
      return (NameModel().name, liveOnly)
    }
    #expect(changed == ("parent's", "changed"))
  }

  @Test("async withDependencies overrides the awaited work")
  func asyncOverride() async {
    let name = await withDependencies {
      $0.contextName = "async"
    } operation: { () async -> String in
      await Task.yield()
      @Dependency(\.contextName) var name
      return name
    }
    #expect(name == "async")
  }

  @Test("a default is computed once per scope: the same object on every read, a new one in a new scope")
  func defaultsCachedPerScope() {
    let preview = DependencyValues(context: .preview)
    #expect(preview.counter === preview.counter)
    #expect(preview.counter !== DependencyValues(context: .preview).counter)
  }
}
