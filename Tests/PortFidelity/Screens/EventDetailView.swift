import TextUI

struct EventDetailView: View {
  let title: String
  let date: String
  let location: String
  let details: String

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text(title)
          .font(.largeTitle)
          .bold()
        Label(date, systemImage: "calendar")
        Label(location, systemImage: "mappin.and.ellipse")
        Divider()
        Text("About")
          .font(.headline)
        Text(details)
          .foregroundStyle(.secondary)
        Link("Event website", destination: URL(string: "https://example.com/swift-meetup")!)
        Button {
        } label: {
          Label("Add to Calendar", systemImage: "calendar.badge.plus")
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
      }
      .padding()
    }
  }
}

struct EventDetailView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    EventDetailView(
      title: "Swift Meetup", date: "Thursday, March 12 · 6:30 PM", location: "Tech Hub, 42 Market Street",
      details: "An evening of talks about SwiftUI, concurrency and testing, followed by pizza and drinks.")
  }
}
