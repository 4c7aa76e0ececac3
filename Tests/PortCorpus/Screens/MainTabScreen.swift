import TextUI

struct MainTabScreen: View {
  @State private var selectedTab = 0

  var body: some View {
    TabView(selection: $selectedTab) {
      NavigationView {
        List {
          Text("Welcome back!")
          Text("You have 3 new messages")
        }
        .navigationTitle("Home")
      }
      .tabItem {
        Image(systemName: "house")
        Text("Home")
      }
      .tag(0)

      NavigationView {
        Text("Search for anything")
          .navigationTitle("Search")
      }
      .tabItem {
        Label("Search", systemImage: "magnifyingglass")
      }
      .tag(1)

      NavigationView {
        Form {
          Toggle("Notifications", isOn: .constant(true))
        }
        .navigationTitle("Profile")
      }
      .tabItem {
        Label("Profile", systemImage: "person.circle")
      }
      .badge(2)
      .tag(2)
    }
  }
}

struct MainTabScreen_Previews: PreviewProvider {
  static var previews: some View {
    MainTabScreen()
  }
}
