import SwiftUI

struct MainTabView: View {
  @State private var selection = 0
  @StateObject private var session = SessionStore()

  var body: some View {
    TabView(selection: $selection) {
      NavigationView {
        Text("Home feed")
          .navigationTitle("Home")
      }
      .tabItem {
        Image(systemName: "house")
        Text("Home")
      }
      .tag(0)

      NavigationView {
        Text("Search")
          .navigationTitle("Search")
      }
      .tabItem {
        Label("Search", systemImage: "magnifyingglass")
      }
      .tag(1)

      NavigationView {
        Text("Inbox")
      }
      .tabItem {
        Label("Inbox", systemImage: "tray")
      }
      .badge(3)
      .tag(2)

      NavigationView {
        Form {
          Text(session.userName)
          Button("Sign Out", role: .destructive) { session.signOut() }
        }
        .navigationTitle("Account")
      }
      .tabItem {
        Label("Account", systemImage: "person.crop.circle")
      }
      .tag(3)
    }
    .environmentObject(session)
  }
}

struct MainTabView_Previews: PreviewProvider {
  static var previews: some View {
    MainTabView()
  }
}
