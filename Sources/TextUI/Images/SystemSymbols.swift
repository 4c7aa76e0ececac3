/// The SF Symbols TextUI knows, each with a one-cell Unicode stand-in of the same meaning:
/// what `Image(systemName:)`, `Label(_:systemImage:)` and every other `systemImage:` draw.
///
/// About 1,200 names are in the table, the symbols apps and tutorials use most:
/// status marks, arrows and chevrons, editing, documents, communication, media controls,
/// people, weather, home, transport, health and fitness, commerce, charts. A name the table
/// lacks falls back by its structure, as SF Symbols' names are built:
///
/// - `.fill` (anywhere in the name) to the outline, unless the filled form has a glyph of
///   its own (`heart.fill` ♥, `heart` ♡);
/// - a `.badge.…` and what follows it to the symbol it badges (`bell.badge.fill` → `bell`);
/// - an enclosing `.circle`, `.square`, `.rectangle`, `.app`, `.slash`… to what it encloses
///   (`plus.app` → `+`);
/// - a numbered or lettered symbol to its digits or letter (`1.circle` → ①,
///   `1.square.fill` → 1, `a.circle` → ⓐ);
/// - finally to ever shorter prefixes (`cloud.sun.rain.fill` → `cloud.sun.rain` → ☂).
///
/// A name that still matches nothing draws nothing, as iOS draws an unknown symbol: it is
/// ``unknownSymbol``, one blank cell, so a label's title stays in line with its neighbours'.
/// The name is remembered, so the preview runner warns once naming it
/// (``takeUnknownNames()``). Every glyph is one cell wide (a test checks the whole table).
public enum LabelSymbols {
  /// What an SF Symbol with no stand-in draws as: nothing, in one blank cell.
  public static let unknownSymbol = " "

  /// The stand-in for an SF Symbol name; ``unknownSymbol`` (and a note for the runner's
  /// warning) for a name with none.
  public static func symbol(named name: String) -> String {
    if let symbol = knownSymbol(named: name) { return symbol }
    unknownNames.insert(name)
    return unknownSymbol
  }

  /// The stand-in for an SF Symbol name, by the table and the fallbacks above, or `nil` when
  /// TextUI has none.
  public static func knownSymbol(named name: String) -> String? {
    if let exact = table[name] { return exact }
    var parts = name.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    guard !parts.isEmpty else { return nil }
    let filled = parts.contains("fill")
    parts.removeAll { $0 == "fill" }
    if let numbered = numberedSymbol(parts, filled: filled) { return numbered }
    if let badge = parts.firstIndex(of: "badge"), badge > 0 { parts.removeSubrange(badge...) }
    while !parts.isEmpty {
      let base = parts.joined(separator: ".")
      if filled, let symbol = table[base + ".fill"] { return symbol }
      if let symbol = table[base] { return symbol }
      parts.removeLast()
    }
    return nil
  }

  /// The SF Symbol names drawn as ``unknownSymbol`` since the last call, sorted, and
  /// forgotten: the preview runner takes them after each render to warn about each once.
  public static func takeUnknownNames() -> [String] {
    unknownNames.take()
  }

  /// Where the names are kept: bound afresh around each state by the state renderer.
  @TaskLocal package static var unknownNames = RenderNotes<String>()

  /// `1.circle`, `12.square.fill`, `a.circle`: the digits (circled for a circle, up to 20) or
  /// the letter the symbol shows.
  private static func numberedSymbol(_ parts: [String], filled: Bool) -> String? {
    guard parts.count >= 2, let first = parts.first else { return nil }
    let enclosure = parts[1]
    guard ["circle", "square", "rectangle", "app"].contains(enclosure) || parts.count == 2 else { return nil }
    if let number = Int(first), first.allSatisfy(\.isASCII), number >= 0 {
      guard enclosure == "circle" else { return first }
      let scalar: UInt32? =
        switch (number, filled) {
        case (0, false): 0x24EA
        case (1...20, false): 0x2460 + UInt32(number - 1)
        case (0, true): 0x24FF
        case (1...10, true): 0x2776 + UInt32(number - 1)
        case (11...20, true): 0x24EB + UInt32(number - 11)
        default: nil
        }
      return scalar.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? first
    }
    if first.count == 1, let letter = first.unicodeScalars.first, letter.isASCII, letter.properties.isLowercase {
      guard enclosure == "circle", !filled else { return first }
      return String(Character(Unicode.Scalar(letter.value - 0x61 + 0x24D0)!))
    }
    return nil
  }

  /// The table: each line a glyph, then the names drawn as it.
  static let table: [String: String] = {
    var table: [String: String] = [:]
    for line in lines.split(separator: "\n") {
      var words = line.split(separator: " ")
      let glyph = String(words.removeFirst())
      for name in words { table[String(name)] = glyph }
    }
    return table
  }()

  private static let lines = """
    ✓ checkmark checkmark.circle checkmark.seal checkmark.shield checkmark.rectangle checkmark.diamond
    ✓ checkmark.bubble person.fill.checkmark checkmark.icloud
    ☑ checkmark.square checklist checkmark.rectangle.stack
    ☐ square rectangle
    ✕ xmark xmark.circle xmark.square xmark.octagon multiply multiply.circle xmark.rectangle xmark.bin
    ✕ xmark.icloud
    ⚠ exclamationmark.triangle exclamationmark.octagon exclamationmark.shield exclamationmark.bubble
    ⚠ exclamationmark.icloud exclamationmark.lock
    ! exclamationmark exclamationmark.circle exclamationmark.square exclamationmark.2
    ! exclamationmark.3
    ⓘ info info.circle info.square info.bubble
    ? questionmark questionmark.circle questionmark.square questionmark.diamond questionmark.bubble
    ⊘ nosign slash.circle circle.slash minus.circle
    ○ circle circlebadge smallcircle.filled.circle circle.dotted circle.dashed largecircle.fill.circle
    ○ record.circle
    ● circle.fill circlebadge.fill smallcircle.fill.circle
    ◆ diamond.fill suit.diamond.fill
    ◇ diamond suit.diamond
    △ triangle
    ⬡ hexagon
    ⯃ octagon
    ▭ capsule rectangle.roundedtop rectangle.roundedbottom app app.dashed square.dashed
    ▭ rectangle.dashed creditcard giftcard tray archivebox tray.full tray.2 rectangle.inset.filled
    ▭ rectangle.on.rectangle square.on.square plus.square.on.square square.on.square.dashed
    ▭ rectangle.stack square.stack square.stack.3d.up rectangle.portrait square.split.2x1
    ▭ square.split.1x2 rectangle.split.3x1 rectangle.split.2x1 rectangle.split.1x2 macwindow
    ▭ uiwindow.split.2x1 folder folder.badge.plus folder.badge.minus folder.badge.person.crop
    ▭ folder.badge.gearshape folder.circle externaldrive externaldrive.badge.plus internaldrive
    ▭ opticaldiscdrive
    ⬚ viewfinder camera.viewfinder barcode.viewfinder qrcode.viewfinder scope doc.viewfinder
    ✺ seal rosette
    ▦ square.grid.2x2 square.grid.3x3 square.grid.3x2 square.grid.4x3.fill circle.grid.2x2
    ▦ circle.grid.3x3 rectangle.grid.2x2 rectangle.grid.3x2 rectangle.grid.1x2
    ▦ square.grid.3x1.below.line.grid.1x2 calendar calendar.circle calendar.day.timeline.left map
    ▦ tablecells square.grid.2x2.fill rectangle.3.group apps.iphone calendar.badge.clock
    ▦ calendar.badge.exclamationmark
    ⧉ doc.on.doc doc.on.clipboard rectangle.on.rectangle.angled plus.rectangle.on.rectangle
    ⧉ square.fill.on.square.fill rectangle.fill.on.rectangle.fill
    + plus plus.circle plus.square plus.app plus.rectangle plus.diamond plus.bubble plus.message
    + rectangle.badge.plus plus.viewfinder
    − minus minus.square minus.rectangle minus.diamond
    ± plusminus plusminus.circle plus.forwardslash.minus
    ÷ divide divide.circle divide.square
    = equal equal.circle equal.square lessthan.or.equalto greaterthan.or.equalto
    < lessthan lessthan.circle lessthan.square
    > greaterthan greaterthan.circle greaterthan.square
    % percent
    # number number.circle number.square
    ∑ sum function fx
    √ x.squareroot
    ∞ infinity infinity.circle
    @ at at.circle at.badge.plus
    & ampersand
    $ dollarsign dollarsign.circle dollarsign.square banknote dollarsign.arrow.circlepath
    $ creditcard.and.123 centsign centsign.circle
    € eurosign eurosign.circle eurosign.square
    £ sterlingsign sterlingsign.circle
    ¥ yensign yensign.circle chineseyuanrenminbisign
    ₹ indianrupeesign indianrupeesign.circle
    ₿ bitcoinsign bitcoinsign.circle
    ₩ wonsign wonsign.circle
    → arrow.right arrow.forward arrow.right.circle arrow.right.square arrowshape.right
    → arrow.right.to.line arrowshape.forward arrow.forward.circle arrow.turn.down.right
    ← arrow.left arrow.backward arrow.left.circle arrow.left.square arrowshape.left arrow.left.to.line
    ← arrowshape.backward arrow.backward.circle arrow.turn.down.left
    ↑ arrow.up arrow.up.circle arrow.up.square arrowshape.up arrow.up.to.line arrow.up.doc
    ↓ arrow.down arrow.down.circle arrow.down.square arrowshape.down arrow.down.to.line arrow.down.doc
    ↓ arrow.down.app icloud.and.arrow.down square.and.arrow.down tray.and.arrow.down
    ↓ square.and.arrow.down.on.square
    ↗ arrow.up.right arrow.up.forward arrow.up.right.square arrow.up.right.circle arrow.up.forward.app
    ↗ arrow.up.forward.square arrow.up.right.and.arrow.down.left arrow.up.left.and.arrow.down.right
    ↗ chart.line.uptrend.xyaxis
    ↘ arrow.down.right arrow.down.forward arrow.down.right.circle chart.line.downtrend.xyaxis
    ↖ arrow.up.left arrow.up.backward arrow.up.left.circle
    ↙ arrow.down.left arrow.down.backward arrow.down.left.circle arrow.down.left.and.arrow.up.right
    ⇅ arrow.up.arrow.down arrow.up.and.down arrow.up.arrow.down.circle arrow.up.and.down.circle
    ⇅ chevron.up.chevron.down arrow.up.and.down.square
    ⇄ arrow.left.arrow.right arrow.left.and.right arrow.left.arrow.right.circle
    ⇄ arrow.left.and.right.circle arrow.left.and.right.square
    ↻ arrow.clockwise arrow.clockwise.circle arrow.triangle.2.circlepath arrow.2.circlepath
    ↻ arrow.circlepath arrow.triangle.2.circlepath.circle arrow.2.circlepath.circle goforward
    ↻ arrow.clockwise.icloud
    ↺ arrow.counterclockwise arrow.counterclockwise.circle gobackward arrow.uturn.backward
    ↺ arrow.uturn.left arrow.uturn.backward.circle arrow.uturn.left.circle clock.arrow.circlepath
    ↺ clock.arrow.2.circlepath arrow.counterclockwise.icloud
    ↷ arrow.uturn.forward arrow.uturn.right arrow.uturn.forward.circle arrow.uturn.right.circle
    ↷ arrowshape.turn.up.right arrowshape.turn.up.forward arrow.turn.up.right
    ↷ arrowshape.turn.up.right.circle
    ↶ arrowshape.turn.up.left arrowshape.turn.up.backward arrow.turn.up.left arrowshape.turn.up.left.2
    ↶ arrowshape.turn.up.left.circle
    ⑂ arrow.triangle.branch arrow.triangle.merge arrow.triangle.pull
    ⑂ point.3.connected.trianglepath.dotted
    ⇪ square.and.arrow.up square.and.arrow.up.on.square arrow.up.bin icloud.and.arrow.up
    ⇪ tray.and.arrow.up arrow.up.doc.on.clipboard shareplay
    ⎋ rectangle.portrait.and.arrow.right rectangle.portrait.and.arrow.forward
    ⤢ arrow.up.left.and.arrow.down.right.circle arrow.up.backward.and.arrow.down.forward
    ⤢ arrow.down.right.and.arrow.up.left arrow.down.forward.and.arrow.up.backward
    ⤢ arrow.up.and.down.and.arrow.left.and.right move.3d
    › chevron.right chevron.forward chevron.right.circle chevron.right.square chevron.compact.right
    › chevron.forward.circle
    ‹ chevron.left chevron.backward chevron.left.circle chevron.left.square chevron.compact.left
    ‹ chevron.backward.circle
    ˄ chevron.up chevron.up.circle chevron.up.square chevron.compact.up
    ˅ chevron.down chevron.down.circle chevron.down.square chevron.compact.down
    ⟨ chevron.left.forwardslash.chevron.right curlybraces curlybraces.square terminal
    ▸ arrowtriangle.right arrowtriangle.forward arrowtriangle.right.circle arrowtriangle.right.square
    ▸ triangle.righthalf.filled
    ◂ arrowtriangle.left arrowtriangle.backward arrowtriangle.left.circle
    ▴ arrowtriangle.up arrowtriangle.up.circle arrowtriangle.up.square
    ▾ arrowtriangle.down arrowtriangle.down.circle arrowtriangle.down.square
    ≡ line.3.horizontal line.horizontal.3 line.3.horizontal.decrease line.3.horizontal.decrease.circle
    ≡ line.horizontal.3.decrease line.horizontal.3.decrease.circle line.3.horizontal.circle
    ≡ text.justify text.alignleft text.aligncenter text.alignright text.justify.left
    ≡ text.justify.right line.2.horizontal.decrease.circle text.append text.insert text.badge.plus
    ≡ text.badge.checkmark decrease.indent increase.indent
    ≣ list.bullet list.dash list.number list.bullet.rectangle list.bullet.indent list.star
    ≣ list.triangle list.bullet.below.rectangle list.bullet.rectangle.portrait slider.horizontal.3
    ≣ slider.vertical.3 slider.horizontal.below.rectangle list.and.film filemenu.and.selection
    ≣ contextualmenu.and.cursorarrow sidebar.left sidebar.right sidebar.leading sidebar.trailing
    ≣ menucard
    … ellipsis ellipsis.circle ellipsis.rectangle ellipsis.bubble ellipsis.message
    “ quote.opening quote.bubble text.quote quote.closing
    A textformat textformat.size textformat.abc textformat.size.larger textformat.size.smaller
    A character character.cursor.ibeam textformat.characters character.book.closed abc
    A text.magnifyingglass
    B bold
    I italic
    U underline
    S strikethrough
    ¶ paragraphsign text.below.photo doc.plaintext pencil.line signature
    ▤ book book.closed book.pages books.vertical.circle doc.text note.text newspaper magazine
    ▤ doc.richtext doc.text.magnifyingglass doc.append note.text.badge.plus text.book.closed
    ▥ books.vertical building.columns square.stack.3d.down.right archivebox.circle
    ▯ doc doc.badge.plus doc.badge.gearshape doc.badge.arrow.up doc.badge.ellipsis doc.zipper
    ▯ doc.questionmark note doc.circle doc.fill.badge.plus iphone iphone.gen3 iphone.homebutton
    ▯ iphone.radiowaves.left.and.right clipboard
    ⧈ ipad ipad.landscape ipad.homebutton tv display desktopcomputer macpro.gen3 tv.and.mediabox
    ⧈ appletv
    ⌨ keyboard keyboard.chevron.compact.down command option control shift capslock delete.left
    ⌨ delete.right return delete.backward delete.forward power command.circle command.square
    ⎙ printer printer.filled.and.paper doc.text.viewfinder
    ⌸ laptopcomputer laptopcomputer.and.iphone
    ✎ pencil pencil.circle pencil.tip pencil.and.outline square.and.pencil
    ✎ rectangle.and.pencil.and.ellipsis pencil.and.ellipsis.rectangle applepencil pencil.and.scribble
    ✎ square.and.pencil.circle text.cursor pencil.slash
    ✂ scissors scissors.badge.ellipsis crop crop.rotate
    ⌫ eraser xmark.app
    ⎘ paperclip paperclip.circle paperclip.badge.ellipsis
    ⛓ link link.badge.plus
    ⌗ tag tag.circle tag.square tag.slash number.tag barcode qrcode
    ✗ trash trash.circle trash.square trash.slash
    ⚲ pin pin.circle pin.square mappin mappin.circle mappin.and.ellipse pin.slash mappin.slash
    ⚲ signpost.right signpost.left
    ⚐ bookmark bookmark.circle bookmark.square bookmark.slash
    ⚑ flag flag.circle flag.square flag.slash flag.checkered flag.2.crossed flag.badge.ellipsis
    ⚑ bookmark.fill flag.checkered.2.crossed flag.pattern.checkered
    ⌕ magnifyingglass magnifyingglass.circle plus.magnifyingglass minus.magnifyingglass
    ⌕ sparkle.magnifyingglass location.magnifyingglass person.crop.circle.badge.magnifyingglass
    ◉ eye eye.circle eye.trianglebadge.exclamationmark binoculars dot.circle
    ◉ dot.radiowaves.left.and.right livephoto
    ◌ eye.slash
    ⚙ gear gearshape gearshape.2 gearshape.arrow.triangle.2.circlepath switch.2 gauge
    ⚙ gauge.with.dots.needle.33percent gauge.with.dots.needle.50percent
    ⚙ gauge.with.dots.needle.67percent cpu memorychip
    ⚒ hammer wrench wrench.and.screwdriver screwdriver ruler pencil.and.ruler bandage
    ⚒ stethoscope.circle
    ⚷ key
    ⚿ lock lock.open lock.circle lock.square lock.shield lock.slash lock.open.rotation touchid faceid
    ⚿ person.badge.shield.checkmark
    ⛨ shield shield.checkered shield.lefthalf.filled shield.righthalf.filled
    ⏻ power.circle togglepower powersleep
    ϟ bolt bolt.circle bolt.square bolt.slash bolt.horizontal bolt.car bolt.shield powerplug
    ϟ bolt.horizontal.circle
    ▮ battery.100 battery.100percent battery.100.bolt battery.75 battery.75percent battery.50
    ▮ battery.50percent battery.25 battery.25percent battery.0 battery.0percent
    ▮ battery.100percent.bolt
    ✉ envelope envelope.open envelope.circle envelope.badge mail mail.stack message message.circle
    ✉ message.badge bubble.left bubble.right bubble.left.and.bubble.right bubble.middle.bottom
    ✉ bubble.middle.top text.bubble bubble.left.circle bubble.right.circle captions.bubble bubble
    ✆ phone phone.circle phone.badge.plus phone.arrow.up.right phone.arrow.down.left phone.down
    ✆ phone.connection phone.bubble phone.down.circle
    ➤ paperplane paperplane.circle location location.circle location.north location.north.line
    ➤ location.square location.slash
    ◙ camera camera.circle camera.badge.ellipsis camera.on.rectangle camera.shutter.button
    ◙ camera.rotate arrow.triangle.2.circlepath.camera video video.circle video.badge.plus video.slash
    ◙ video.bubble video.square video.badge.checkmark camera.macro film.stack
    ▨ photo photo.on.rectangle photo.stack photo.on.rectangle.angled photo.circle photo.artframe
    ▨ photo.badge.plus photo.tv
    ▩ film film.circle theatermasks ticket play.rectangle play.rectangle.on.rectangle tv.inset.filled
    ♪ music.note music.note.list music.quarternote.3 music.note.house music.mic music.note.tv bell
    ♪ bell.circle bell.badge bell.slash bell.and.waves.left.and.right
    ♫ mic mic.circle mic.slash mic.badge.plus mic.square music.note.2 waveform waveform.circle
    ♫ waveform.path headphones headphones.circle airpods airpodspro hifispeaker hifispeaker.2 radio
    ♬ speaker speaker.wave.1 speaker.wave.2 speaker.wave.3 speaker.circle speaker.slash speaker.plus
    ♬ speaker.minus speaker.zzz speaker.badge.exclamationmark airplayaudio megaphone
    ⊙ airplayvideo dot.radiowaves.up.forward antenna.radiowaves.left.and.right radiowaves.left
    ⊙ radiowaves.right wave.3.left wave.3.right wave.3.forward wave.3.backward dot.radiowaves.right
    ≋ wifi wifi.slash network dot.arrowtriangles.up.right.down.left.circle water.waves
    ≋ externaldrive.connected.to.line.below
    ▶ play play.circle play.square
    ⏸ pause pause.circle pause.rectangle
    ⏯ playpause playpause.circle
    ■ stop stop.circle square.fill record.circle.fill
    ⏺ smallcircle.filled.circle.fill
    ⏭ forward.end forward.frame forward.end.circle
    ⏮ backward.end backward.frame backward.end.circle
    ⇆ shuffle shuffle.circle
    ⟳ repeat repeat.1 repeat.circle repeat.1.circle arrow.2.squarepath
    ◷ clock clock.circle clock.badge clock.badge.checkmark clock.badge.exclamationmark
    ◷ clock.badge.xmark alarm stopwatch timer timer.circle timer.square hourglass
    ◷ hourglass.bottomhalf.filled hourglass.tophalf.filled applewatch applewatch.watchface watch
    ☺ person person.circle person.crop.circle person.crop.square person.crop.circle.badge.plus
    ☺ person.crop.circle.badge.checkmark person.crop.circle.badge.xmark
    ☺ person.crop.circle.badge.exclamationmark person.crop.circle.badge.questionmark person.badge.plus
    ☺ person.badge.minus person.badge.clock person.text.rectangle
    ☺ person.crop.square.filled.and.at.rectangle face.smiling figure.stand figure.wave
    ☺ person.fill.questionmark person.fill.xmark person.fill.badge.plus person.fill.badge.minus
    ☺ person.crop.circle.fill.badge.checkmark brain.head.profile figure.arms.open
    ⚇ person.2 person.3 person.2.circle person.3.sequence person.2.crop.square.stack
    ☝ hand.thumbsup hand.thumbsup.circle hand.point.up hand.point.up.left hand.raised
    ☝ hand.raised.circle hand.raised.square hand.point.right hand.point.left hand.point.down hand.tap
    ☝ hand.wave hands.clap hand.thumbsdown hand.thumbsdown.circle
    ♥ heart.fill heart.circle.fill heart.square.fill heart.text.square.fill
    ♡ heart heart.circle heart.square heart.slash heart.text.square
    ♠ suit.spade suit.spade.fill
    ♣ suit.club suit.club.fill
    ★ star.fill star.circle.fill star.square.fill star.leadinghalf.filled
    ★ rectangle.fill.on.rectangle.angled.fill
    ☆ star star.circle star.square star.slash
    ✧ sparkles sparkle wand.and.stars wand.and.stars.inverse wand.and.rays wand.and.rays.inverse
    ♛ crown trophy
    ⊞ gift gift.circle shippingbox cube cube.box cube.transparent shippingbox.circle box.truck
    ⊞ square.3.stack.3d takeoutbag.and.cup.and.straw suitcase briefcase cross.case bag bag.badge.plus
    ⊞ bag.badge.minus cart cart.badge.plus cart.badge.minus basket storefront
    ⌂ house house.circle homekit building building.2 bed.double
    ☼ lightbulb lightbulb.slash flashlight.on.fill sun.min sun.dust sun.haze lightspectrum.horizontal
    ☀ sun.max sunrise sunset thermometer.sun
    ☾ moon moon.stars moon.zzz cloud.moon zzz circle.lefthalf.filled circle.righthalf.filled
    ☾ circle.tophalf.filled circle.bottomhalf.filled
    ☁ cloud cloud.sun cloud.fog icloud icloud.slash
    ☂ cloud.rain cloud.heavyrain cloud.drizzle cloud.sun.rain cloud.moon.rain umbrella cloud.bolt.rain
    ☂ cloud.bolt humidity
    ❄ snowflake cloud.snow thermometer.snowflake
    ≈ wind tornado hurricane tropicalstorm leaf.arrow.triangle.circlepath rainbow
    ℃ thermometer
    ◊ drop drop.circle
    ♨ flame cup.and.saucer mug wineglass birthday.cake fork.knife fork.knife.circle
    ❦ leaf tree carrot tortoise hare ant ladybug pawprint mountain.2.circle
    ⊕ globe globe.americas globe.europe.africa globe.asia.australia airplane.circle
    ✈ airplane
    ⛟ car bus tram sailboat fuelpump bicycle
    ⓦ figure.walk figure.run figure.hiking figure.dance figure.yoga figure.mind.and.body
    ⓦ figure.strengthtraining.traditional figure.cooldown figure.core.training
    ⓦ figure.highintensity.intervaltraining figure.step.training figure.stairs figure.walk.motion
    ⓦ figure.fall figure.flexibility figure.pilates figure.cross.training figure.elliptical
    ⓦ figure.rower figure.indoor.cycle figure.mixed.cardio figure.jumprope figure.basketball
    ⓦ figure.soccer figure.tennis figure.golf figure.boxing figure.climbing figure.martial.arts
    ⓦ figure.badminton figure.baseball figure.volleyball figure.american.football
    ⓦ figure.australian.football figure.handball figure.hockey figure.table.tennis figure.archery
    ⓦ figure.bowling figure.cricket figure.fishing figure.gymnastics figure.hunting figure.kickboxing
    ⓦ figure.play figure.rugby figure.sailing figure.skating figure.softball figure.squash
    ⓦ figure.taichi figure.track.and.field figure.water.fitness figure.waterpolo figure.wrestling
    ⓦ figure.barre figure.curling figure.disc.sports figure.equestrian.sports figure.fencing
    ⓦ figure.lacrosse figure.pickleball figure.socialdance figure.child
    ⚖ dumbbell sportscourt soccerball basketball football tennisball baseball volleyball cricket.ball
    ⚖ hockey.puck tennis.racket skateboard skis surfboard scalemass american.football balloon
    ⚖ balloon.2 figure.indoor.soccer
    ✚ cross cross.circle pills pills.circle pill pill.circle syringe stethoscope facemask
    ✚ waveform.path.ecg waveform.path.ecg.rectangle lungs brain ear ear.badge.checkmark nose mouth
    ✚ tshirt staroflife.circle
    ⚄ dice die.face.1 die.face.2 die.face.3 die.face.4 die.face.5 die.face.6 gamecontroller
    ⚄ puzzlepiece puzzlepiece.extension arcade.stick gamecontroller.circle
    ⚄ square.on.square.squareshape.controlhandles
    ✐ paintbrush paintbrush.pointed paintpalette eyedropper eyedropper.halffull eyedropper.full
    ✐ swatchpalette lasso scribble scribble.variable
    ▆ chart.bar chart.bar.xaxis chart.bar.doc.horizontal chart.xyaxis.line chart.line.flattrend.xyaxis
    ▆ chart.dots.scatter
    ◔ chart.pie circle.circle
    ⌬ point.3.filled.connected.trianglepath.dotted
    ✦ rectangle.on.rectangle.badge.gearshape
    ♨ frying.pan cup.and.heat.waves
    ❦ fish bird dog cat lizard teddybear atom microbe tree.circle leaf.circle
    ✚ flask testtube.2 accessibility
    ⌂ sofa chair lamp.desk lamp.floor shower bathtub toilet washer dryer oven stove refrigerator microwave sink fireplace tent house.lodge
    ⓦ figure.walk.circle figure.run.circle figure figure.2.arms.open
    ❄ mountain.2
    ✧ party.popper fireworks
    ♛ medal trophy.circle
    ⛟ car.2 car.side car.rear bus.doubledecker ferry truck.box scooter motorcycle steeringwheel parkingsign wheelchair stroller bicycle.circle
    ✈ airplane.departure airplane.arrival
    ☾ moon.circle moon.haze
    ☀ sun.max.circle
    ☂ cloud.hail cloud.sleet cloud.sun.bolt
    ℃ thermometer.medium thermometer.high thermometer.low degreesign.celsius
    ℉ degreesign.fahrenheit
    ◉ eyeglasses eyes sunglasses target
    ☼ lightbulb.circle lightbulb.2
    ☺ person.crop.rectangle person.bust face.dashed
    ☝ hands.sparkles hand.draw
    ♡ suit.heart
    ♥ suit.heart.fill
    ⚙ gauge.medium gauge.high gauge.low fan dial.low dial.medium dial.high
    ▨ photo.badge.checkmark wallpaper
    ◷ hourglass.circle deskclock
    ⚇ person.2.slash person.2.badge.plus
    ≋ cellularbars wifi.circle wifi.router
    ♪ metronome pianokeys
    ♫ earbuds homepod homepodmini
    ↻ goforward.10 goforward.15 goforward.30 goforward.45 goforward.60 goforward.5 goforward.plus
    ↺ gobackward.10 gobackward.15 gobackward.30 gobackward.45 gobackward.60 gobackward.5 gobackward.minus
    » forward forward.circle forward.fill
    « backward backward.circle backward.fill
    """
}
