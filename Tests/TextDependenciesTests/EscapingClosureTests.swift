import Testing
import TextDependencies

private enum SourceKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test value"
}

extension DependencyValues {
  fileprivate var source: String {
    get { self[SourceKey.self] }
    set { self[SourceKey.self] = newValue }
  }
}

private func currentSource() -> String {
  @Dependency(\.source) var source
  return source
}

/// The article's rule: task-local values reach `Task { }` and task-group children, not
/// `Task.detached` or other escaping closures, unless carried by `withEscapedDependencies`.
@Suite("Escaping closures")
struct EscapingClosureTests {
  @Test("Task { } and task-group children inherit withDependencies' values")
  func inheritedByTasks() async {
    let (fromTask, fromGroup) = await withDependencies {
      $0.source = "override"
    } operation: {
      let task = Task { currentSource() }
      let group = await withTaskGroup(of: String.self) { group in
        group.addTask { currentSource() }
        return await group.next()!
      }
      return (await task.value, group)
    }
    #expect(fromTask == "override")
    #expect(fromGroup == "override")
  }

  @Test("Task.detached loses withDependencies' values and sees the test value")
  func lostByDetachedTask() async {
    let fromDetached = await withDependencies {
      $0.source = "override"
    } operation: {
      await Task.detached { currentSource() }.value
    }
    #expect(fromDetached == "test value")
  }

  @Test("withEscapedDependencies carries the values into a detached task")
  func carriedByEscapedDependencies() async {
    let carried = await withDependencies {
      $0.source = "override"
    } operation: {
      await withEscapedDependencies { dependencies in
        await Task.detached { dependencies.yield { currentSource() } }.value
      }
    }
    #expect(carried == "override")
  }

  @Test("withEscapedDependencies' async yield carries the values across awaits")
  func carriedAcrossAwaits() async {
    let carried = await withDependencies {
      $0.source = "override"
    } operation: {
      await withEscapedDependencies { dependencies in
        await Task.detached {
          await dependencies.yield { () async -> String in
            await Task.yield()
            return currentSource()
          }
        }.value
      }
    }
    #expect(carried == "override")
  }
}
