import Foundation
import SampleRandomNumberDependencies
import Testing
import TextDependencies

/// The swift-dependencies article's tests (seed 004) for its view model, ported to Swift
/// Testing, plus its caveats: where an override reaches, and escaping closures.
@Suite("RandomNumberViewModel with dependency values")
@MainActor
struct RandomNumberDependencyTests {
  struct APIError: Error {}

  @Test("a successful fetch shows 42 and no error")
  func success() async {
    let viewModel = withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(42))
    } operation: {
      RandomNumberViewModel()
    }

    await viewModel.fetch()

    #expect(viewModel.numberString == "42")
    #expect(viewModel.errorString == nil)
  }

  @Test("a failed fetch keeps 0 and shows \"Something went wrong\"")
  func failure() async {
    let viewModel = withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .failure(APIError()))
    } operation: {
      RandomNumberViewModel()
    }

    await viewModel.fetch()

    #expect(viewModel.numberString == "0")
    #expect(viewModel.errorString == "Something went wrong")
  }

  @Test("a success after a failure shows the number and clears the error")
  func failureThenSuccess() async {
    let viewModel = RandomNumberViewModel()

    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .failure(APIError()))
    } operation: {
      await viewModel.fetch()
    }

    #expect(viewModel.numberString == "0")
    #expect(viewModel.errorString == "Something went wrong")

    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(42))
    } operation: {
      await viewModel.fetch()
    }

    #expect(viewModel.numberString == "42")
    #expect(viewModel.errorString == nil)
  }

  @Test("a fetch with the client not overridden fails the test, naming the dependency")
  func unimplementedClient() async {
    let viewModel = RandomNumberViewModel()
    await withKnownIssue {
      await viewModel.fetch()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("RandomNumberClientKey") && text.contains("RandomNumberViewModel.swift")
    }
  }

  /// The article's cases: an override at creation (a), around the call (b), both, and the
  /// call's winning over the creation's.
  nonisolated static let overrideCases: [(atCreation: Int?, aroundCall: Int?, expected: Int)] = [
    (1, nil, 1), (nil, 2, 2), (4, 5, 5),
  ]

  @Test("where an override applies: creation (a), call (b), both, and the call's wins", arguments: overrideCases)
  func overrideReach(atCreation: Int?, aroundCall: Int?, expected: Int) async {
    let viewModel = withDependencies {
      if let atCreation { $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(atCreation)) }
    } operation: {
      RandomNumberViewModel()
    }
    await withDependencies {
      if let aroundCall { $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(aroundCall)) }
    } operation: {
      await viewModel.fetch()
    }
    #expect(viewModel.numberString == String(expected))
  }

  @Test("fetch2 declares its client in the method: an override at creation does not reach it")
  func methodLocalClient() async {
    let viewModel = withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(1))
    } operation: {
      RandomNumberViewModel()
    }
    await withKnownIssue { await viewModel.fetch2() }

    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(2))
    } operation: {
      await viewModel.fetch2()
    }
    #expect(viewModel.numberString == "2")
  }

  @Test("a detached task loses the override; withEscapedDependencies and Task { } carry it")
  func escapingClosures() async {
    let viewModel = RandomNumberViewModel()
    // The detached task reads the test value, unimplemented(), whose stand-in is the preview
    // value, 42. Its report cannot fail this test: Swift Testing finds the current test
    // through a task-local value, which the detached task lost too; so the task reads from
    // values of its own, which collect the report for the test to check rather than print it.
    let detached = DependencyValues(context: .test)
    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(2))
    } operation: {
      await Task.detached {
        await withDependencies {
          $0 = detached
        } operation: {
          await viewModel.fetch2()
        }
      }.value
    }
    #expect(viewModel.numberString == "42")
    #expect(detached.reportedIssues.contains { $0.contains("unimplemented dependency RandomNumberClientKey") })

    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(3))
    } operation: {
      await withEscapedDependencies { dependencies in
        await Task.detached {
          await dependencies.yield {
            await viewModel.fetch2()
          }
        }.value
      }
    }
    #expect(viewModel.numberString == "3")

    await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(4))
    } operation: {
      await Task { await viewModel.fetch2() }.value
    }
    #expect(viewModel.numberString == "4")
  }

  @Test("a dependency read in an extension method is overridden the same way")
  func appendingRandomNumber() async throws {
    let actual = try await withDependencies {
      $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(42))
    } operation: {
      try await "Hello".appendingRandomNumber()
    }

    #expect(actual == "Hello42")
  }

  @Test("with the incrementing uuid, doubling stamps 00000000-0000-0000-0000-000000000000 first")
  func doubling() {
    let actual = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Model.doubling(number: 10)
    }

    #expect(actual == .init(uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, number: 20))
  }
}
