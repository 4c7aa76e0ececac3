import TextUI

/// One state at one width, ready to render: everything the runner needs to name its
/// snapshots, to ask a worker for it, and to show it in `--list`.
package struct PlannedState: Sendable, Equatable {
  /// The snapshot folder (`provider.component`).
  package var component: String
  /// The preview's type name.
  package var preview: String
  /// The state's name.
  package var stateName: String
  /// Where the state is in its provider's `states`, for the worker that renders it.
  package var stateIndex: Int
  /// The scripted steps, as named in snapshot files ("tap Fetch").
  package var steps: [String]
  /// The canvas width.
  package var width: Int
  /// The canvas height; `nil` for the content's natural height.
  package var height: Int?
  /// Whether the width is part of the snapshot name (the layout has several widths).
  package var includesWidthInName: Bool
  /// Where the state comes in the whole run, whatever the shard (the runner's plan numbers
  /// its states; 0 until it does).
  package var position = 0
  /// The variant the state is rendered in.
  package var variant = PreviewVariant.light

  /// A state planned with every part given.
  package init(
    component: String, preview: String, stateName: String, stateIndex: Int, steps: [String], width: Int,
    height: Int?, includesWidthInName: Bool
  ) {
    self.component = component
    self.preview = preview
    self.stateName = stateName
    self.stateIndex = stateIndex
    self.steps = steps
    self.width = width
    self.height = height
    self.includesWidthInName = includesWidthInName
  }

  /// The id of the snapshot taken after `step` (`nil` for the first render).
  package func id(step: String? = nil) -> SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: stateName, width: width,
      includesWidthInName: includesWidthInName, step: step, variant: variant.isDefault ? nil : variant.name)
  }

  /// The step names as snapshots carry them: "1 tap Fetch", "2 …".
  package var stepNames: [String] {
    // Most states have no steps: no enumeration or closure for them (generic calls in a debug
    // build, and the runner asks this of every state several times a run).
    if steps.isEmpty { return [] }
    return steps.enumerated().map { "\($0.offset + 1) \($0.element)" }
  }

  /// "Component/Preview state", with "@width" when the width is part of the name. Not
  /// escaped: print it through ``TerminalText/escaped(_:)``.
  package var displayName: String {
    stateDisplayName + (variant.isDefault ? "" : " [\(variant.name)]")
  }

  /// Whether `other` is this state in another variant (or this very item).
  package func isSameState(as other: PlannedState) -> Bool {
    var other = other
    other.variant = variant
    other.position = position
    return self == other
  }

  /// ``displayName`` without the variant: "Component/Preview state", with "@width".
  package var stateDisplayName: String {
    "\(component)/\(preview) \(stateName)" + (includesWidthInName ? " @\(width)" : "")
  }
}

extension PlannedState {
  /// Why a selected state cannot be rendered beside the others, or `nil`: its snapshot path,
  /// or any of its steps' paths, equals another state's ignoring letter case (one file on a
  /// case-insensitive file system, macOS's default). Only collisions that involve a state of
  /// `items` count: two colliding previews elsewhere are reported when they are run.
  package static func collision(in items: [PlannedState], among allItems: [PlannedState]) -> String? {
    func sameState(_ left: PlannedState, _ right: PlannedState) -> Bool {
      (left.component, left.preview, left.stateIndex) == (right.component, right.preview, right.stateIndex)
    }
    // Selected states first, so that with `--width` they are compared with each other too.
    // When everything is selected (the usual run), the second pass would find every path
    // already owned by its own state: it is skipped rather than building every path twice.
    let candidates = items == allItems ? items : items + allItems
    // The owner by its index in `candidates`: a state kept in the table was a copy of it.
    var owners: [String: (index: Int, path: String)] = [:]
    owners.reserveCapacity(candidates.count)
    for (index, item) in candidates.enumerated() {
      for path in item.paths {
        let key = path.lowercased()
        guard let found = owners[key] else {
          owners[key] = (index, path)
          continue
        }
        let owner = (item: candidates[found.index], path: found.path)
        guard !sameState(owner.item, item), items.contains(where: { sameState($0, item) || sameState($0, owner.item) })
        else { continue }
        let how =
          owner.path == path
          ? "would both be stored in \(path)"
          : "would be stored in \(owner.path) and \(path), one file on a case-insensitive file system (macOS's default)"
        return
          "\(TerminalText.escaped(owner.item.displayName)) and \(TerminalText.escaped(item.displayName)) \(how); rename one of them"
      }
    }
    return nil
  }

  /// The snapshot paths of the first render and of each step.
  private var paths: [String] {
    var paths = [id().relativePath]
    if steps.isEmpty { return paths }
    for step in stepNames { paths.append(id(step: step).relativePath) }
    return paths
  }
}

extension PreviewDescription {
  /// Every state planned at the widths its layout declares, in declaration order: the
  /// renderings `preview-runner` takes of this preview, named as it names their files.
  package var plannedStates: [PlannedState] {
    var planned: [PlannedState] = []
    for index in states.indices { planned += plannedStates(ofState: index) }
    return planned
  }

  /// The state at `index` planned at each width its layout declares, or at `width` alone
  /// (`--width`), in each of the preview's variants (or those of them named in `variants`).
  /// A declared width keeps its declared file name (with `.w<width>` when the layout declares
  /// several); any other is named as a single width.
  package func plannedStates(ofState index: Int, width: Int? = nil, variants names: [String]? = nil) -> [PlannedState] {
    let state = states[index]
    let widths = width.map { [$0] } ?? state.widths
    let declared = width.map { state.widths.contains($0) } ?? true
    let named = declared && state.widths.count > 1
    // A loop rather than `map`: several generic calls in a debug build, and a plan is made of
    // every state.
    var planned: [PlannedState] = []
    for itemWidth in widths {
      for variant in variants where names?.contains(variant.name) ?? true {
        var item = PlannedState(
          component: component, preview: preview, stateName: state.name, stateIndex: index, steps: state.steps,
          width: itemWidth, height: state.height, includesWidthInName: named)
        item.variant = variant
        planned.append(item)
      }
    }
    return planned
  }
}
