import Foundation
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

// Every tool of the agent server, in process over the test providers of AgentServerTests:
// what each returns, and each error a call can meet.

@Suite("Agent server: tools")
@MainActor
struct AgentToolTests {
  @Test("list_previews gives each state's widths, steps, variants and snapshot URIs")
  func listPreviews() async throws {
    let harness = try await AgentHarness()
    let answer = await harness.call("list_previews", ["filter": .string("Banner*")])
    let banner = answer.structuredContent?["previews"].flatMap { if case .array(let a) = $0 { a.first } else { nil } }
    #expect(banner?["preview"] == .string("BannerPreviews"))
    let state = banner?["states"].flatMap { if case .array(let a) = $0 { a.first } else { nil } }
    #expect(state?["widths"] == .array([.integer(12), .integer(40)]))
    #expect(state?["variants"] == .strings(["light"]))
    #expect(
      state?["snapshots"]
        == .strings([
          "snapshot://Banner/BannerPreviews/long?width=12", "snapshot://Banner/BannerPreviews/long?width=40",
        ]))
    #expect(answer.toolText.hasSuffix("1 preview, 2 states; variants: light"))
  }

  @Test("with variants declared, list_previews names them, render draws one by name and resources read its file")
  func variants() async throws {
    let harness = try await AgentHarness(variants: [.light, .dark])
    let listed = await harness.call("list_previews", ["filter": .string("Banner*")])
    #expect(listed.toolText.hasSuffix("1 preview, 4 states; variants: dark, light"), "\(listed.toolText)")
    let state = listed.structuredContent?["previews"].flatMap { if case .array(let a) = $0 { a.first } else { nil } }?[
      "states"
    ].flatMap { if case .array(let a) = $0 { a.first } else { nil } }
    #expect(state?["variants"] == .strings(["light", "dark"]))
    #expect(
      state?["snapshots"]
        == .strings([
          "snapshot://Banner/BannerPreviews/long?width=12", "snapshot://Banner/BannerPreviews/long/dark?width=12",
          "snapshot://Banner/BannerPreviews/long?width=40", "snapshot://Banner/BannerPreviews/long/dark?width=40",
        ]))
    let dark = await harness.call(
      "render", ["preview": .string("Banner"), "state": .string("long"), "variant": .string("dark")])
    #expect(dark.structuredContent?["variant"] == .string("dark"))
    #expect(dark.toolText.hasPrefix("Banner/BannerPreviews long · width 12 · variant dark"), "\(dark.toolText)")
    // Nothing is recorded yet: the answer names the dark variant's own file.
    let read = await harness.request(
      "resources/read", ["uri": .string("snapshot://Banner/BannerPreviews/long/dark?width=12")])
    #expect("\(read)".contains("Banner/BannerPreviews.long.w12@dark.txt"), "\(read)")
    let typo = await harness.call(
      "render", ["preview": .string("Banner"), "state": .string("long"), "variant": .string("drak")])
    #expect(
      typo.toolText
        == "BannerPreviews has no variant named 'drak'; did you mean 'dark'? its variants are 'light', 'dark'")
  }

  @Test("render shows the rows in a frame, so a label cut at the edge is seen cut; steps render after")
  func render() async throws {
    let harness = try await AgentHarness()
    let narrow = await harness.call("render", ["preview": .string("Banner"), "state": .string("long")])
    #expect(narrow.toolText.contains("│Subscriptio…│"), "\(narrow.toolText)")
    let wide = await harness.call(
      "render", ["preview": .string("BannerPreviews"), "state": .string("long"), "width": .integer(40)])
    #expect(wide.toolText.contains("│      Subscription renews tomorrow      │"))
    let stepped = await harness.call(
      "render",
      ["preview": .string("CounterPreviews"), "state": .string("added once"), "include": .strings(["text", "styles"])])
    let renderings = stepped.structuredContent?["renderings"]
    guard case .array(let items)? = renderings else {
      Issue.record("no renderings: \(stepped)")
      return
    }
    #expect(items.map { $0["step"] } == [.null, .string("1 tap Add")])
    #expect(items[1]["text"]?.string?.contains("│Count 1") == true)
    #expect(items[1]["accessibility"] == nil)
    #expect(items[1]["styles"] != nil)
    #expect(items[1]["uri"] == .string("snapshot://Counter/CounterPreviews/added%20once?step=1"))
  }

  @Test(
    "render names an unknown preview, state or variant with what exists",
    arguments: [
      (
        ["preview": "Bannr", "state": "long"],
        "no preview named 'Bannr'; did you mean 'Banner'? (list_previews lists them)"
      ),
      (
        ["preview": "Banner", "state": "lng"],
        "BannerPreviews has no state named 'lng'; did you mean 'long'? its states are 'long'"
      ),
      (
        ["preview": "Banner", "state": "long", "variant": "dark"],
        "BannerPreviews has no variant named 'dark'; its variants are 'light'"
      ),
    ])
  func renderUnknown(arguments: [String: String], message: String) async throws {
    let harness = try await AgentHarness()
    let values = arguments.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
    let answer = await harness.request(
      "tools/call", ["name": .string("render"), "arguments": .object(values)])
    #expect(answer.isToolError)
    #expect(answer.toolText == message)
    #expect(answer.structuredContent == nil)
  }

  @Test("arguments of the wrong type, missing, unknown or out of range are JSON-RPC errors naming the argument")
  func wrongArguments() async throws {
    let harness = try await AgentHarness()
    let cases: [(String, KeyValuePairs<String, JSONValue>, String)] = [
      ("render", ["preview": .string("Banner")], "render needs the argument 'state'"),
      (
        "render", ["preview": .integer(3), "state": .string("long")],
        "render: argument 'preview' must be a string, not a number"
      ),
      (
        "render", ["preview": .string("Banner"), "state": .string("long"), "width": .string("wide")],
        "render: argument 'width' must be an integer from 1 to 1000, not a string"
      ),
      (
        "render", ["preview": .string("Banner"), "state": .string("long"), "width": .integer(0)],
        "render: argument 'width' must be from 1 to 1000, not 0"
      ),
      (
        "render", ["preview": .string("Banner"), "state": .string("long"), "widht": .integer(3)],
        "render takes no argument 'widht'; did you mean 'width'? its arguments are preview, state, width, variant, include"
      ),
      (
        "render", ["preview": .string("Banner"), "state": .string("long"), "include": .strings(["pixels"])],
        "render: 'include' takes text, styles and accessibility, not 'pixels'"
      ),
      (
        "verify", ["filters": .string("Banner")], "verify: argument 'filters' must be an array of strings, not a string"
      ),
      ("accept", ["ids": .array([])], "accept needs 'ids': the ids pending lists"),
      ("live_send", ["session": .string("s1")], "live_send takes one of 'keys', 'text' and 'steps'"),
    ]
    for (tool, arguments, message) in cases {
      let answer = await harness.call(tool, arguments)
      #expect(answer.errorCode == -32602, "\(tool) \(arguments)")
      #expect(answer.errorMessage == message)
    }
    let unknown = await harness.call("rendr")
    #expect(unknown.errorCode == -32602)
    #expect(unknown.errorMessage.hasPrefix("unknown tool 'rendr'; did you mean 'render'? the tools are list_previews"))
    let notObject = await harness.request("tools/call", ["name": .string("render"), "arguments": .array([])])
    #expect(notObject.errorMessage == "render: arguments must be an object, not an array")
  }

  @Test("verify keeps a changed rendering pending with its diff; pending lists it; accept writes it; reject drops one")
  func reviewLoop() async throws {
    let harness = try await AgentHarness()
    let first = await harness.call("verify", ["filters": .strings(["Counter"])])
    #expect(first.structuredContent?["new"] == .integer(3), "\(first.toolText)")
    #expect(first.structuredContent?["pending"] == .integer(3))
    let ids = [
      "Counter/CounterPreviews.added-once.1-tap-Add.txt", "Counter/CounterPreviews.added-once.txt",
      "Counter/CounterPreviews.zero.txt",
    ]
    let accepted = await harness.call("accept", ["ids": .strings(ids)])
    #expect(
      accepted.structuredContent?["summary"] == .string("3 accepted, 0 rejected, 0 refused"), "\(accepted.toolText)")
    let recorded = try harness.sandbox.read("Counter/CounterPreviews.zero.txt")
    try harness.sandbox.write(
      recorded.replacingOccurrences(of: "Count 0", with: "Count 9"), to: "Counter/CounterPreviews.zero.txt")
    let second = await harness.call("verify", ["filters": .strings(["Counter"]), "states": .strings(["zero"])])
    #expect(second.structuredContent?["failed"] == .integer(1))
    #expect(second.toolText.contains("-│Count 9"), "\(second.toolText)")
    #expect(second.toolText.contains("+│Count 0"))
    let pending = await harness.call("pending")
    #expect(pending.toolText.hasPrefix("Counter/CounterPreviews.zero.txt (changed)\n"), "\(pending.toolText)")
    let rejected = await harness.call("reject", ["ids": .strings(["Counter/CounterPreviews.zero.txt"])])
    #expect(rejected.toolText.hasPrefix("rejected: Counter/CounterPreviews.zero.txt"))
    #expect(try harness.sandbox.read("Counter/CounterPreviews.zero.txt").contains("Count 9"))
    _ = await harness.call("verify", ["filters": .strings(["Counter"]), "states": .strings(["zero"])])
    _ = await harness.call("accept", ["ids": .strings(["Counter/CounterPreviews.zero.txt"])])
    #expect(try harness.sandbox.read("Counter/CounterPreviews.zero.txt") == recorded)
  }

  @Test("accept of an id nothing has pending is refused, naming the id")
  func acceptUnknown() async throws {
    let harness = try await AgentHarness()
    let answer = await harness.call("accept", ["ids": .strings(["Counter/Nope.txt"])])
    #expect(answer.isToolError)
    #expect(answer.toolText.hasPrefix("unknown: Counter/Nope.txt: no pending rendering has this id"))
  }

  @Test("verify reports progress when the request carries a progress token")
  func progress() async throws {
    let harness = try await AgentHarness()
    _ = await harness.request(
      "tools/call",
      ["name": .string("verify"), "arguments": .object([]), "_meta": .object(["progressToken": .string("p1")])])
    let notes = harness.messages.filter { $0["method"] == .string("notifications/progress") }
    #expect(notes.count == 4)
    #expect(notes.last?["params"]?["progress"] == .integer(4))
    #expect(notes.last?["params"]?["total"] == .integer(4))
    #expect(notes.first?["params"]?["progressToken"] == .string("p1"))
  }

  @Test("audit returns its findings and summary")
  func audit() async throws {
    let harness = try await AgentHarness()
    let answer = await harness.call("audit", ["filters": .strings(["Counter"]), "states": .strings(["zero"])])
    #expect(answer.structuredContent?["renderings"] == .integer(1), "\(answer.toolText)")
    #expect(answer.toolText.contains("audit: 1 rendering of 1 state"))
  }

  @Test("output over the limit is cut, saying how much was cut")
  func outputLimit() async throws {
    var settings = AgentWorkspace.Settings()
    settings.outputLimit = OutputLimit(characters: 400)
    let harness = try await AgentHarness(settings: settings)
    let answer = await harness.call(
      "render", ["preview": .string("Banner"), "state": .string("long"), "width": .integer(200)])
    let text = answer.toolText
    #expect(text.count <= 400)
    #expect(text.contains("characters not shown (a result holds 400 at most); ask for less"), "\(text)")
    #expect(answer.structuredContent?["cut"]?["total"] != nil)
  }

  @Test("resources list the recorded snapshots by URI and read them; an unknown URI is an error")
  func resources() async throws {
    let harness = try await AgentHarness()
    _ = await harness.call("verify", ["filters": .strings(["Banner"])])
    _ = await harness.call(
      "accept",
      ["ids": .strings(["Banner/BannerPreviews.long.w12.txt", "Banner/BannerPreviews.long.w40.txt"])])
    let listed = await harness.request("resources/list")
    guard case .array(let resources)? = listed["result"]?["resources"] else {
      Issue.record("no resources: \(listed)")
      return
    }
    #expect(
      resources.compactMap { $0["uri"]?.string } == [
        "snapshot://Banner/BannerPreviews/long?width=12", "snapshot://Banner/BannerPreviews/long?width=40",
      ])
    let read = await harness.request(
      "resources/read", ["uri": .string("snapshot://Banner/BannerPreviews/long/default?width=12")])
    guard case .array(let contents)? = read["result"]?["contents"] else {
      Issue.record("nothing read: \(read)")
      return
    }
    #expect(contents.first?["text"]?.string == (try harness.sandbox.read("Banner/BannerPreviews.long.w12.txt")))
    let failures: [(String, String)] = [
      ("snapshot://Banner/BannerPreviews/long", "declares several widths; add ?width= one of 12, 40"),
      ("snapshot://Banner/BannerPreviews/long/dark?width=12", "no variant named 'dark'"),
      ("file:///etc/passwd", "is not a snapshot URI"),
      ("snapshot://Counter/CounterPreviews/zero", "no snapshot is recorded at"),
      ("snapshot://Banner/BannerPreviews/long?width=12&step=2", "long has 0 steps, no step 2"),
    ]
    for (uri, message) in failures {
      let answer = await harness.request("resources/read", ["uri": .string(uri)])
      #expect(answer.errorCode == -32602, "\(uri)")
      #expect(answer.errorMessage.contains(message), "\(uri): \(answer.errorMessage)")
    }
    let templates = await harness.request("resources/templates/list")
    #expect(
      templates.serialized.contains(#""uriTemplate":"snapshot://{component}/{preview}/{state}{/variant}{?width,step}""#)
    )
  }
}

@Suite("Agent server: live sessions")
@MainActor
struct AgentLiveTests {
  @Test("a live session lists controls with refs, taps one by ref, types into a field, and records steps")
  func session() async throws {
    let harness = try await AgentHarness()
    let started = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    #expect(started.structuredContent?["session"] == .string("s1"), "\(started)")
    #expect(
      started.structuredContent?["accessibility"]
        == .strings([
          #"text "Count 0""#, #"e1 button "Add" focused"#, #"e2 text-field "Name" value="""#, #"text "Hello ""#,
        ]))
    let tapped = await harness.call(
      "live_send", ["session": .string("s1"), "steps": .strings(["tap e1", "tap \"Add\""])])
    #expect(tapped.toolText.contains("changed: row 1\n-1 │Count 0"), "\(tapped.toolText)")
    #expect(tapped.structuredContent?["changed"]?["rows"] == .array([.integer(1)]))
    let focused = await harness.call("live_send", ["session": .string("s1"), "keys": .strings(["Tab"])])
    #expect(focused.structuredContent?["focused"] == .string("e2"))
    #expect(focused.structuredContent?["changed"]?["focus"] == .string("e1 → e2"))
    let typed = await harness.call("live_send", ["session": .string("s1"), "text": .string("Ada")])
    #expect(typed.structuredContent?["text"]?.string?.contains("│Hello Ada") == true, "\(typed.toolText)")
    let retyped = await harness.call(
      "live_send", ["session": .string("s1"), "steps": .strings(["type \"Grace\" into e2"])])
    #expect(retyped.structuredContent?["text"]?.string?.contains("│Hello Grace") == true, "\(retyped.toolText)")
    let steps = await harness.call("live_steps", ["session": .string("s1")])
    #expect(
      steps.structuredContent?["steps"]
        == .strings([
          #".tap("Add")"#, #".tap("Add")"#, #".type("Ada", into: "Name")"#, #".type("Grace", into: "Name")"#,
        ]))
    let stopped = await harness.call("live_stop", ["session": .string("s1")])
    #expect(stopped.structuredContent?["stopped"] == .bool(true))
    #expect(stopped.toolText.contains(#"PreviewState("zero", steps: ["#))
  }

  @Test("a call on a stopped, unknown or idle session says why there is none")
  func endedSessions() async throws {
    let harness = try await AgentHarness()
    _ = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    _ = await harness.call("live_stop", ["session": .string("s1")])
    let afterStop = await harness.call("live_send", ["session": .string("s1"), "keys": .strings(["Tab"])])
    #expect(afterStop.isToolError)
    #expect(
      afterStop.toolText == "session s1 was stopped (live_stop); start another with live_start (no session runs now)")
    let unknown = await harness.call("live_screen", ["session": .string("s7")])
    #expect(unknown.toolText == "no live session 's7' (no session runs now); live_start starts one and returns its id")
    _ = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    await harness.server.workspace.sessions.stopIdle(now: .now + .seconds(3600))
    let idle = await harness.call("live_steps", ["session": .string("s2")])
    #expect(idle.toolText.hasPrefix("session s2 was stopped after 600 s unused"), "\(idle.toolText)")
  }

  @Test("what a session cannot do is an error with the screen, and the session goes on")
  func inputProblems() async throws {
    let harness = try await AgentHarness()
    _ = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    let cases: [(KeyValuePairs<String, JSONValue>, String)] = [
      (["steps": .strings(["tap e9"])], "e9 is not on the screen now"),
      (["steps": .strings(["tap \"Nothing\""])], "step \"tap Nothing\" found no control labelled so"),
      (["steps": .strings(["dismiss"])], "there is nothing to dismiss"),
      (["steps": .strings(["poke e1"])], "'poke e1' is not a step: a step starts with tap, type"),
      (["steps": .strings(["type Ada into e2"])], "type takes the text in quotes"),
      (["keys": .strings(["Hyper-X"])], "there is no key named \"Hyper-X\"; keys are Tab"),
      (["text": .string("Ada")], "no text field has focus to type into"),
    ]
    for (input, message) in cases {
      var arguments: [(String, JSONValue)] = [("session", .string("s1"))]
      arguments += input.map { ($0.key, $0.value) }
      let answer = await harness.request("tools/call", ["name": .string("live_send"), "arguments": .object(arguments)])
      #expect(answer.isToolError, "\(input)")
      #expect(answer.toolText.contains(message), "\(input): \(answer.toolText)")
    }
    let still = await harness.call("live_send", ["session": .string("s1"), "steps": .strings([".tap(\"Add\")"])])
    #expect(!still.isToolError)
    #expect(still.toolText.contains("│Count 1"))
  }

  @Test("no more sessions start than the limit, saying which run")
  func sessionLimit() async throws {
    var settings = AgentWorkspace.Settings()
    settings.maximumSessions = 1
    let harness = try await AgentHarness(settings: settings)
    _ = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    let second = await harness.call("live_start", ["preview": .string("Counter"), "state": .string("zero")])
    #expect(second.toolText == "1 live sessions run already (s1), the most at once; stop one with live_stop")
  }
}

@Suite("Agent server: step syntax and URIs")
struct AgentSyntaxTests {
  @Test(
    "steps read as an agent writes them, and as live_steps writes them",
    arguments: [
      ("tap \"Fetch\"", PreviewStep.tap("Fetch"), nil as Int?), ("tap Fetch now", .tap("Fetch now"), nil),
      ("tap e3", .tap("e3"), 3), ("tap \"e3\"", .tap("e3"), nil), ("type \"Ada\" into e4", .type("Ada", into: "e4"), 4),
      ("type \"A \\\"b\\\"\" into \"Name\"", .type("A \"b\"", into: "Name"), nil), ("dismiss", .dismiss, nil),
      (".tap(\"Fetch\")", .tap("Fetch"), nil), (".type(\"Ada\", into: \"Name\")", .type("Ada", into: "Name"), nil),
      (".dismiss", .dismiss, nil), ("toggle e2", .toggle("e2"), 2), ("increment \"Pages\"", .increment("Pages"), nil),
    ])
  func steps(text: String, step: PreviewStep, ref: Int?) throws {
    let parsed = try LiveStepSyntax.parse(text)
    #expect(parsed.step == step)
    #expect(parsed.ref == ref)
  }

  @Test("a snapshot URI is written and read back, parts percent-encoded")
  func uris() throws {
    let item = PlannedState(
      component: "Item List", preview: "ItemListPreviews", stateName: "long titles", stateIndex: 0, steps: ["tap A"],
      width: 40, height: nil, includesWidthInName: true)
    let uri = SnapshotURI(item, step: 1)
    #expect(uri.text == "snapshot://Item%20List/ItemListPreviews/long%20titles?width=40&step=1")
    #expect(try SnapshotURI(parsing: uri.text) == uri)
    #expect(SnapshotURI(item.id(step: "1 tap A")) == uri)
  }

  @Test("key names spell the keys the live runtime takes")
  func keyNames() {
    for name in ["Tab", "shift-tab", "Enter", "Esc", "Down", "PageUp", "Ctrl-U", "a", "Space", "F5", "-"] {
      #expect(HeadlessLiveSession.isKeyName(name), "\(name)")
    }
    for name in ["Hyper-X", "Tabb", "F21", ""] { #expect(!HeadlessLiveSession.isKeyName(name), "\(name)") }
  }
}
