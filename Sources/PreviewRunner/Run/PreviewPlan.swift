import PreviewSnapshots
import TextUI

/// Why a plan cannot be made: a configuration mistake, reported with exit code 2.
package struct PlanError: Error, CustomStringConvertible {
  package var description: String
}

/// Every snapshot a run takes, in a stable order: providers sorted by component then
/// preview name, states in declaration order, then widths in layout order.
package struct PreviewPlan: Sendable {
  /// The planned states, in run order.
  package var items: [PlannedState]
  /// Every state of every preview, whatever the filters and shard: the files a run may
  /// call stale are those no state here produces.
  package var allItems: [PlannedState]
  /// The previews whose states could not be read that the filters could have selected and
  /// whose name hashes to this shard: each fails by name, in this run only.
  package var unreadablePreviews: [String] = []
  /// The previews that declare no state (their `states` is empty) that the filters selected
  /// and whose name hashes to this shard: each fails by name, as nothing of them is checked.
  package var statelessPreviews: [String] = []
  /// How many positions the whole run has, every shard's together: first the previews that
  /// fail by name (unreadable, then stateless, as a run reports them), then the states in run
  /// order. A shard's reports carry each result's position, so that merging them restores a
  /// single run's order and sees a state covered twice or not at all.
  package var planned = 0
  /// The positions of the previews that fail by name, by preview name.
  package var namePositions: [String: Int] = [:]

  /// Expands `previews` into planned states.
  ///
  /// - Parameters:
  ///   - previews: the previews to plan, in any order.
  ///   - filters: glob patterns; a state is kept when any pattern matches its component,
  ///     preview name, state name, or "Component/Preview.state". Empty keeps everything.
  ///   - states: state names or glob patterns on them (`--state`); empty keeps every state.
  ///   - variants: variant names (`--variant`), `default` naming the default variant; empty
  ///     keeps every variant.
  ///   - width: replaces every layout's widths (`--width`).
  ///   - shard: keeps only this shard's part of what the filters selected (`--shard`).
  ///   - unreadablePreviews: names of previews whose states could not be read; a filter
  ///     that matches one of them, or a `--state` filter when there are any, is not
  ///     reported as matching nothing.
  ///   - commands: the command words a first filter that matches nothing may be a typo of
  ///     (`reveiw` for `review`), given when no command word came before it.
  /// - Throws: when a filter matches nothing, or two selected states would share a snapshot
  ///   file (also when the paths differ only by letter case, which macOS's default file
  ///   system treats as one file).
  package static func make(
    previews: [PreviewDescription], filters: [String] = [], states: [String] = [], variants: [String] = [],
    width: Int? = nil, shard: Shard? = nil, unreadablePreviews: [String] = [], commands: [String] = []
  ) throws(PlanError) -> PreviewPlan {
    try checkVariants(of: previews)
    let variantNames = try selectedVariants(variants, among: previews)
    let nameFilters = filters.map { ($0, NameFilter($0)) }
    // A plain state name must match exactly, so `--state error` does not also run "network error".
    let stateFilters = states.map { raw in
      let filter = NameFilter(raw)
      return (raw, { (name: String) in filter.isGlob ? filter.matches(name) : name == raw })
    }
    var unusedFilters = Set(
      filters.filter { filter in !unreadablePreviews.contains { NameFilter(filter).matches($0) } })
    var unusedStates = unreadablePreviews.isEmpty ? Set(states) : []
    var items: [PlannedState] = []
    var allItems: [PlannedState] = []
    var stateless: [String] = []
    let sorted = previews.sorted { ($0.component, $0.preview) < ($1.component, $1.preview) }
    for preview in sorted {
      // A preview without states is selected by its names, unless states are asked for.
      if preview.states.isEmpty && stateFilters.isEmpty {
        let matching = nameFilters.filter { _, filter in
          filter.matches(preview.component) || filter.matches(preview.preview)
        }
        matching.forEach { unusedFilters.remove($0.0) }
        if nameFilters.isEmpty || !matching.isEmpty { stateless.append(preview.preview) }
      }
      for (index, state) in preview.states.enumerated() {
        let planned = preview.plannedStates(ofState: index, width: width, variants: variantNames)
        // The unfiltered list keeps the declared widths: they name the files on disk.
        for item in preview.plannedStates(ofState: index) { allItems.append(item) }
        if !nameFilters.isEmpty {
          let qualified = "\(preview.component)/\(preview.preview).\(state.name)"
          let matching = nameFilters.filter { _, filter in
            [preview.component, preview.preview, state.name, qualified].contains { filter.matches($0) }
          }
          guard !matching.isEmpty else { continue }
          matching.forEach { unusedFilters.remove($0.0) }
        }
        if !stateFilters.isEmpty {
          let matching = stateFilters.filter { $0.1(state.name) }
          guard !matching.isEmpty else { continue }
          matching.forEach { unusedStates.remove($0.0) }
        }
        for item in planned { items.append(item) }
      }
    }
    try checkMatched(
      filters: filters, unused: unusedFilters, states: states, unusedStates: unusedStates, previews: sorted,
      commands: commands)
    try checkCollisions(items, among: allItems)
    return placed(
      items: items, allItems: allItems, shard: shard, stateless: stateless,
      unreadable: unreadablePreviews.filter { name in filters.isEmpty || nameFilters.contains { $0.1.matches(name) } })
  }

  /// The plan of the selected `items`, with every position of the whole run given (the
  /// previews failing by name first, `unreadable` then `stateless`, then the states), then
  /// narrowed to `shard`.
  private static func placed(
    items: [PlannedState], allItems: [PlannedState], shard: Shard?, stateless: [String], unreadable: [String]
  ) -> PreviewPlan {
    var items = items
    let failingByName = unreadable + stateless
    for index in items.indices { items[index].position = failingByName.count + index }
    let planned = failingByName.count + items.count
    if let shard {
      items = items.filter { shard.contains($0.id().relativePath) }
    }
    var plan = PreviewPlan(
      items: items, allItems: allItems, unreadablePreviews: unreadable.filter { shard?.contains($0) ?? true },
      statelessPreviews: stateless.filter { shard?.contains($0) ?? true })
    plan.planned = planned
    for (position, name) in failingByName.enumerated() where plan.namePositions[name] == nil {
      plan.namePositions[name] = position
    }
    return plan
  }

  /// Refuses the first filter, then the first `--state`, that matched nothing, saying what
  /// was probably meant: a command for a mistyped first word, else the closest name.
  private static func checkMatched(
    filters: [String], unused: Set<String>, states: [String], unusedStates: Set<String>,
    previews: [PreviewDescription], commands: [String]
  ) throws(PlanError) {
    if let filter = filters.first(where: unused.contains) {
      if filter == filters.first, let command = mistypedCommand(filter, among: commands) {
        throw PlanError(
          description: "no preview matches '\(filter)', and it is no command; did you mean 'preview-runner \(command)'?"
        )
      }
      let names = previews.flatMap { [$0.component, $0.preview] + $0.states.map(\.name) }
      throw PlanError(description: "no preview matches '\(filter)'\(didYouMean(filter, among: names))")
    }
    if let state = states.first(where: unusedStates.contains) {
      let names = previews.flatMap { $0.states.map(\.name) }
      throw PlanError(description: "no state matches '\(state)'\(didYouMean(state, among: names))")
    }
  }

  /// The end of a "matches nothing" message: `; did you mean 'X'?` for the name closest to
  /// `typed` (compared without letter case, up to a third of its letters off, or a name that
  /// contains it in another case), then where to see every name.
  static func didYouMean(_ typed: String, among names: [String]) -> String {
    guard let best = closest(to: typed, among: names) else { return "; run with --list to see the names" }
    return "; did you mean '\(best)'? (run with --list to see the names)"
  }

  /// The command `typed` is a typo of: at most two edits away (a swap of two letters is one),
  /// for a word of three letters or more.
  static func mistypedCommand(_ typed: String, among commands: [String]) -> String? {
    guard typed.count >= 3 else { return nil }
    let scored = commands.map { ($0, CommandLineParser.editDistance(typed.lowercased(), $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, typed.count / 3) else { return nil }
    return best.0
  }

  /// The name closest to `typed`, compared without letter case: up to a third of its letters
  /// off, or a name that contains it in another case; never `typed` itself, which matched
  /// nothing, so naming it would suggest what was just tried.
  static func closest(to typed: String, among names: [String]) -> String? {
    let word = typed.lowercased()
    guard word.count >= 2 else { return nil }
    let limit = max(1, min(3, word.count / 3))
    var best: (name: String, distance: Int)?
    for name in Set(names).sorted() where name != typed {
      let lowered = name.lowercased()
      let distance = lowered.contains(word) ? 0 : CommandLineParser.editDistance(word, lowered)
      if distance <= limit && distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Refuses a selected state whose snapshot path, or any of its steps' paths, equals
  /// another state's ignoring letter case (see ``PlannedState/collision(in:among:)``).
  static func checkCollisions(_ items: [PlannedState], among allItems: [PlannedState]) throws(PlanError) {
    if let collision = PlannedState.collision(in: items, among: allItems) {
      throw PlanError(description: collision)
    }
  }

  /// Refuses a variant whose locale Foundation does not know, and two variants of a preview
  /// whose snapshot files would have one name (ignoring letter case, as macOS's default file
  /// system does): either would write snapshots nobody asked for.
  static func checkVariants(of previews: [PreviewDescription]) throws(PlanError) {
    var checked: Set<[PreviewVariant]> = []
    for preview in previews where checked.insert(preview.variants).inserted {
      if let problem = PreviewVariant.problem(with: preview.variants) {
        throw PlanError(description: "\(preview.preview): \(problem)")
      }
    }
  }

  /// The variant names `typed` selects (`--variant`; `default` names every preview's default
  /// variant), or `nil` for every variant; refuses a name no preview has, with the closest.
  static func selectedVariants(_ typed: [String], among previews: [PreviewDescription]) throws(PlanError) -> [String]? {
    guard !typed.isEmpty else { return nil }
    let all = previews.flatMap(\.variants)
    var names: [String] = []
    for name in typed {
      if name == "default" {
        names += all.filter(\.isDefault).map(\.name)
        continue
      }
      guard all.contains(where: { $0.name == name }) else {
        let known = Array(Set(all.map(\.name))).sorted()
        let hint = closest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
        throw PlanError(
          description: "no variant is named '\(name)'; \(hint)the variants are \(known.joined(separator: ", "))")
      }
      names.append(name)
    }
    return names
  }

  /// The components the plan covers, sorted.
  package var components: [String] {
    Array(Set(items.map(\.component))).sorted()
  }
}

/// A plan and the selected previews whose states could not be read (each fails the run).
struct PlannedRun {
  /// The states to run, in order.
  let plan: PreviewPlan
  /// The selected providers whose declarations could not be read.
  let unreadable: [DiscoveryFailure]
}
