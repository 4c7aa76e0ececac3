import TextUI

struct Event: Identifiable, Hashable {
  let id: Int
  let title: String
  let time: String
  let location: String
}

struct EventsScreen: View {
  @State private var path: [Event] = []
  let events = [
    Event(id: 1, title: "Standup", time: "09:30", location: "Room 4"),
    Event(id: 2, title: "Design review", time: "13:00", location: "Online"),
    Event(id: 3, title: "Team dinner", time: "19:00", location: "Luigi's"),
  ]

  var body: some View {
    NavigationStack(path: $path) {
      List(events) { event in
        NavigationLink(value: event) {
          VStack(alignment: .leading) {
            Text(event.title).bold()
            Text("\(event.time) · \(event.location)").font(.caption)
          }
        }
      }
      .navigationTitle("Today")
      .navigationDestination(for: Event.self) { event in
        VStack(alignment: .leading) {
          Label(event.time, systemImage: "clock")
          Label(event.location, systemImage: "mappin")
          Button("Back to list") { path.removeAll() }
        }
        .navigationTitle(event.title)
      }
    }
  }
}

struct EventsScreen_Previews: PreviewProvider {
  static var previews: some View {
    EventsScreen()
  }
}
