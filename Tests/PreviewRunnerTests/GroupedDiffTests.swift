import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

/// The banner the banner previews share; a test changes it.
@MainActor
private enum Banner {
  static var title = "Reading List"
}

/// Three states under one shared banner, far enough apart that changing the banner gives each
/// snapshot the same hunk; a fourth with its own text changes differently.
private struct BannerPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 16, height: 9) }
  static var states: [PreviewState] {
    ["one", "two", "three"].map { name in
      PreviewState(name) {
        VStack(alignment: .leading, spacing: 0) {
          Text(Banner.title).bold()
          Text("body \(name)").padding(.top, .rows(6))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    } + [
      PreviewState("own") {
        Text(Banner.title + "!").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    ]
  }
}

@Suite("Grouped diffs", .serialized)
@MainActor
struct GroupedDiffTests {
  @Test("the same change in several snapshots prints once, with the list of snapshots")
  func sameChangeOnce() async throws {
    let sandbox = try RunnerSandbox()
    defer { Banner.title = "Reading List" }
    _ = await sandbox.run(["--record"], providers: [BannerPreviews.self])

    Banner.title = "Reading Log"
    let changed = await sandbox.run([], providers: [BannerPreviews.self])
    #expect(changed.code == 1)
    #expect(summaryLine(changed.output) == "0 passed, 4 failed")
    let shared =
      "same change in 3 snapshots: "
      + ["one", "two", "three"].map { sandbox.snapshots + "/Banner/BannerPreviews.\($0).txt" }
      .joined(separator: ", ")
    #expect(changed.output.components(separatedBy: "\n").contains(shared))
    // Once for the group, once for "own"; every failure still has its FAIL line.
    #expect(changed.output.components(separatedBy: "+│Reading Log").count - 1 == 2)
    #expect(changed.output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.count == 4)

    let verbose = await sandbox.run(["--verbose"], providers: [BannerPreviews.self])
    #expect(!verbose.output.contains("same change in"))
    #expect(verbose.output.components(separatedBy: "+│Reading Log").count - 1 == 4)
    for name in ["one", "two", "three"] {
      #expect(verbose.output.contains("+++ \(sandbox.snapshots)/Banner/BannerPreviews.\(name).txt"))
    }
  }
}
